import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react'
import { Link } from 'react-router-dom'
import type { PageId } from '../../content/pages.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { renderWhenNear } from '../../theme/render-when-near.ts'
import { LinkButton } from './link-button.tsx'
import { sectionHeading } from './section.tsx'

interface CtaBandProps {
  id: string
  title: string
  text: string
  /** The first action is the main one (filled); any second one is outlined. */
  actions: { page: PageId; label: string }[]
}

export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  const pagePath = usePagePath()
  return (
    <Box as="section" aria-labelledby={id} bg="teal.800" color="white" paddingY={{ base: '14', md: '20' }} css={renderWhenNear('40rem')}>
      <Container maxWidth="7xl">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          columnGap="16"
          rowGap="8"
          alignItems="center"
        >
          <Box>
            <Heading as="h2" id={id} {...sectionHeading}>
              {title}
            </Heading>
            <Text marginTop="4" fontSize="lg" lineHeight="1.55" color="teal.50" maxWidth="2xl">
              {text}
            </Text>
          </Box>
          {/* Equal widths side by side where both fit, the wider label setting them; full width one under the other on phones. */}
          <Grid
            display={{ base: 'grid', md: 'inline-grid' }}
            templateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${actions.length}, 1fr)` }}
            gap="3"
            justifySelf={{ lg: 'end' }}
          >
            {actions.map(({ page, label }, index) =>
              index === 0 ? (
                <LinkButton key={page} asChild size="lg" bg="white" color="teal.900" _hover={{ bg: 'teal.50' }}>
                  <Link to={pagePath({ page })}>{label}</Link>
                </LinkButton>
              ) : (
                <LinkButton key={page} asChild size="lg" variant="outline" color="white" borderColor="teal.200" _hover={{ bg: 'teal.700' }}>
                  <Link to={pagePath({ page })}>{label}</Link>
                </LinkButton>
              ),
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  )
}
