import { Box, Stack, Text } from '@chakra-ui/react'
import { RatingStars } from './rating-stars.tsx'

/** A client's words, in the page's language. */
interface Testimonial {
  name: string
  company: string
  location: string
  content: string
  rating: number
}

interface TestimonialCardProps {
  testimonial: Testimonial
  /** `feature`: the one quote set large, on colour; `card`: framed, body size. */
  size?: 'feature' | 'card'
}

export function TestimonialCard({ testimonial, size = 'card' }: TestimonialCardProps) {
  const { name, company, location, content, rating } = testimonial
  const feature = size === 'feature'
  return (
    <Stack
      as="figure"
      gap={feature ? { base: '5', md: '6' } : '4'}
      height="full"
      padding={feature ? { base: '6', md: '12' } : { base: '5', md: '6' }}
      bg={feature ? 'orange.50' : 'white'}
      borderWidth={feature ? '0' : '1px'}
      borderColor="gray.200"
      borderRadius={feature ? '3xl' : 'xl'}
    >
      <RatingStars rating={rating} />
      <Box
        as="blockquote"
        flex="1"
        color="gray.900"
        fontSize={feature ? { base: 'xl', md: '3xl' } : 'md'}
        lineHeight={feature ? '1.35' : '1.6'}
        fontWeight={feature ? 'medium' : 'normal'}
        letterSpacing={feature ? 'tight' : undefined}
      >
        <Text>{content}</Text>
      </Box>
      <Box as="figcaption" borderTopWidth="1px" borderColor={feature ? 'orange.200' : 'gray.200'} paddingTop="4">
        <Text fontWeight="semibold" color="gray.900" fontSize={feature ? 'lg' : 'md'}>
          {name}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {company} · {location}
        </Text>
      </Box>
    </Stack>
  )
}
