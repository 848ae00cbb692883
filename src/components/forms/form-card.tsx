import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function FormCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      padding={{ base: '6', md: '8' }}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="2xl"
      boxShadow="sm"
    >
      <Heading as="h2" id={id} size="2xl" color="gray.900">
        {title}
      </Heading>
      <Text marginTop="2" marginBottom="6" color="gray.700">
        {intro}
      </Text>
      {children}
    </Box>
  )
}
