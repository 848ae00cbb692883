import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react'
import { Link } from 'react-router-dom'
import type { PageId } from '../../content/pages.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { renderWhenNear } from '../../theme/render-when-near.ts'
import { LinkButton } from './link-button.tsx'

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
    <Box as="section" aria-labelledby={id} bg="teal.800" color="white" paddingY="16" css={renderWhenNear('40rem')}>
      <Container maxWidth="3xl" textAlign="center">
        <Heading as="h2" id={id} size="3xl">
          {title}
        </Heading>
        <Text marginTop="4" fontSize="lg" color="teal.50">
          {text}
        </Text>
        <HStack justifyContent="center" gap="4" marginTop="8" flexWrap="wrap">
          {actions.map(({ page, label }, index) =>
            index === 0 ? (
              <LinkButton key={page} asChild size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
                <Link to={pagePath({ page })}>{label}</Link>
              </LinkButton>
            ) : (
              <LinkButton key={page} asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'teal.700' }}>
                <Link to={pagePath({ page })}>{label}</Link>
              </LinkButton>
            ),
          )}
        </HStack>
      </Container>
    </Box>
  )
}
