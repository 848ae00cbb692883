import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { HoverLift } from '../../components/ui/motion'
import { ProjectCard } from '../../components/ui/project-card'
import { useHydrated } from '../../components/ui/use-hydrated'
import { findCategory } from '../../content/portfolio-categories'
import { projects } from '../../content/projects'
import { CategoryFilter } from './category-filter'

/** The filterable grid; the chosen category lives in the URL (?category=…) so views can be shared. */
export function ProjectsSection() {
  const { t } = useTranslation('portfolio')
  const [searchParams, setSearchParams] = useSearchParams()
  // The prerendered page shows every project; the URL's filter applies once hydrated.
  const hydrated = useHydrated()
  const selected = hydrated ? findCategory(searchParams.get('category'))?.slug : undefined
  const shown = selected ? projects.filter((project) => project.category === selected) : projects

  function select(slug: string | undefined) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (slug) next.set('category', slug)
        else next.delete('category')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <Box as="section" aria-labelledby="projects-title" paddingY={{ base: '12', md: '16' }}>
      <Container maxWidth="7xl">
        <Heading as="h2" id="projects-title" srOnly>
          {t('grid.title')}
        </Heading>
        <CategoryFilter selected={selected} onSelect={select} />
        <Text role="status" textAlign="center" color="gray.600" marginY="6">
          {t('filter.showing', { count: shown.length })}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {shown.map((project) => (
            <HoverLift key={project.id}>
              <ProjectCard project={project} variant="full" />
            </HoverLift>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
