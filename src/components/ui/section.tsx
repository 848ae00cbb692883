import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { renderWhenNear } from '../../theme/render-when-near.ts'

interface SectionProps extends Omit<BoxProps, 'title'> {
  id: string
  title: string
  eyebrow?: string
  intro?: string
  /** Drawn at once: a skipped section would hold back its lazy photos until near. */
  withPhotos?: boolean
  children?: ReactNode
}

export function Section({ id, title, eyebrow, intro, withPhotos = false, children, ...boxProps }: SectionProps) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      paddingY={{ base: '16', md: '20' }}
      css={withPhotos ? undefined : renderWhenNear('40rem')}
      {...boxProps}
    >
      <Container maxWidth="7xl">
        <Box textAlign="center" maxWidth="3xl" marginX="auto" marginBottom={{ base: '10', md: '12' }}>
          {eyebrow && (
            <Text color="teal.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={`${id}-title`} size={{ base: '2xl', md: '4xl' }} color="gray.900" marginTop="2">
            {title}
          </Heading>
          {intro && (
            <Text marginTop="4" fontSize="lg" color="gray.700">
              {intro}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  )
}
