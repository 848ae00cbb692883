import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { renderWhenNear } from '../../theme/render-when-near.ts'

interface SectionProps extends Omit<BoxProps, 'title'> {
  id: string
  title: string
  eyebrow?: string
  intro?: string
  /**
   * Drawn as soon as the page is: a section skipped while far from view would also hold back its
   * lazy photos until it comes near, instead of the browser's usual head start.
   */
  withPhotos?: boolean
  children?: ReactNode
}

/** A page section: an h2 with an optional eyebrow and introduction, named by its heading. */
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
