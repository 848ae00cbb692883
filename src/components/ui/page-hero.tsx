import { Box, Container, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface PageHeroProps {
  title: string
  intro: string
  children?: ReactNode
}

export function PageHero({ title, intro, children }: PageHeroProps) {
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="teal.50" gradientTo="orange.50" paddingY={{ base: '16', md: '24' }}>
      <Container maxWidth="4xl" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="gray.900" lineHeight="1.15">
          {title}
        </Heading>
        <Text marginTop="6" fontSize={{ base: 'lg', md: 'xl' }} color="gray.700">
          {intro}
        </Text>
        {children}
      </Container>
    </Box>
  )
}
