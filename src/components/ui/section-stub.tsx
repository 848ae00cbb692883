import { Box, Container, Heading, Text } from '@chakra-ui/react'

interface SectionStubProps {
  id?: string
  title: string
  intro: string
}

/** A titled section band with an introduction. */
export function SectionStub({ id, title, intro }: SectionStubProps) {
  return (
    <Box as="section" id={id} paddingY="16" aria-labelledby={id ? `${id}-title` : undefined}>
      <Container maxWidth="4xl" textAlign="center">
        <Heading as="h2" id={id ? `${id}-title` : undefined} size="3xl" color="gray.900">
          {title}
        </Heading>
        <Text marginTop="4" fontSize="lg" color="gray.700">
          {intro}
        </Text>
      </Container>
    </Box>
  )
}
