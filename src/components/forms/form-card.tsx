import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function FormCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      padding={{ base: '0', md: '10' }}
      bg="white"
      borderWidth={{ base: '0', md: '1px' }}
      borderColor="gray.200"
      borderRadius="3xl"
      boxShadow={{ md: 'md' }}
    >
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15" letterSpacing="tight" color="gray.900">
        {title}
      </Heading>
      <Text marginTop="2" marginBottom="6" color="gray.700">
        {intro}
      </Text>
      {children}
    </Box>
  )
}
