import { Box, Container, Heading } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Island } from '../../components/island/island.tsx'

export function ProjectsSection() {
  const { t } = useTranslation('portfolio')
  return (
    <Box as="section" aria-labelledby="projects-title" paddingY={{ base: '12', md: '16' }}>
      <Container maxWidth="7xl">
        <Heading as="h2" id="projects-title" srOnly>
          {t('grid.title')}
        </Heading>
        <Island id="portfolio-projects" props={{}} />
      </Container>
    </Box>
  )
}
