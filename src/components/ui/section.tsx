import { Box, Container, Grid, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { renderWhenNear } from '../../theme/render-when-near.ts'

/** Every section's H2: at most 0.6 of the page's display line at 375 and 1280 px. */
export const sectionHeading: BoxProps = {
  fontSize: { base: '2xl', md: '3xl', lg: '4xl' },
  lineHeight: '1.12',
  letterSpacing: 'tight',
  fontWeight: 'bold',
  textWrap: 'balance',
}

interface SectionProps extends Omit<BoxProps, 'title'> {
  id: string
  title: string
  eyebrow?: string
  intro?: string
  /**
   * `split`: title left, intro and action right (the default); `center`: the title over the content, centred;
   * `aside`: the title in a column of its own beside the content from 1024 px.
   */
  heading?: 'split' | 'center' | 'aside'
  /** Beside the intro: a link onward. */
  action?: ReactNode
  /** Drawn at once: a skipped section would hold back its lazy photos until near. */
  withPhotos?: boolean
  children?: ReactNode
}

export function Section({ id, title, eyebrow, intro, heading = 'split', action, withPhotos = false, children, ...boxProps }: SectionProps) {
  const center = heading === 'center'
  const titleBlock = (
    <Box>
      {eyebrow && (
        <Text color="teal.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" marginBottom="3">
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={`${id}-title`} {...sectionHeading} color="gray.900">
        {title}
      </Heading>
    </Box>
  )
  const introBlock = (intro || action) && (
    <Box>
      {intro && (
        <Text fontSize="lg" lineHeight="1.55" color="gray.700">
          {intro}
        </Text>
      )}
      {action && <Box marginTop={intro ? '5' : '0'}>{action}</Box>}
    </Box>
  )
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      paddingY={{ base: '8', md: '24' }}
      // Its own ground, so a contrast check that meets the section still undrawn reads the page's colour.
      bg="surface.page"
      css={withPhotos ? undefined : renderWhenNear('40rem')}
      {...boxProps}
    >
      <Container maxWidth="7xl">
        {heading === 'aside' ? (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 4fr) minmax(0, 7fr)' }} columnGap="16" rowGap="8">
            <Box display="grid" gap="5" alignContent="start" position={{ lg: 'sticky' }} top={{ lg: '28' }} alignSelf="start">
              {titleBlock}
              {introBlock}
            </Box>
            <Box>{children}</Box>
          </Grid>
        ) : (
          <>
            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', lg: center ? 'minmax(0, 1fr)' : 'minmax(0, 7fr) minmax(0, 5fr)' }}
              columnGap="16"
              rowGap={{ base: '3', md: '4' }}
              alignItems="end"
              textAlign={center ? 'center' : 'start'}
              maxWidth={center ? '3xl' : undefined}
              marginX={center ? 'auto' : undefined}
              marginBottom={{ base: '6', md: '12' }}
            >
              {titleBlock}
              {introBlock}
            </Grid>
            {children}
          </>
        )}
      </Container>
    </Box>
  )
}
