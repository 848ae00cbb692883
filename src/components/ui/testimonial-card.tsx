import { Box, Stack, Text } from '@chakra-ui/react'
import { RatingStars } from './rating-stars.tsx'

export interface TestimonialCardProps {
  name: string
  company: string
  location: string
  content: string
  rating: number
}

export function TestimonialCard({ name, company, location, content, rating }: TestimonialCardProps) {
  return (
    <Stack
      as="figure"
      gap="4"
      height="full"
      padding="6"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      boxShadow="sm"
    >
      <RatingStars rating={rating} />
      <Box as="blockquote" flex="1" color="gray.700" fontSize="md" lineHeight="tall">
        <Text>{content}</Text>
      </Box>
      <Box as="figcaption">
        <Text fontWeight="semibold" color="gray.900">
          {name}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {company} · {location}
        </Text>
      </Box>
    </Stack>
  )
}
