import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/ui/icons.tsx'
import { HoverLift } from '../../components/ui/hover-lift.tsx'
import { ProjectCard } from '../../components/ui/project-card.tsx'
import { Section } from '../../components/ui/section.tsx'
import { featuredProjects } from '../../content/projects.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { LinkButton } from '../../components/ui/link-button.tsx'
import { useHasWords } from '../../i18n/translated.ts'

export function FeaturedProjectsSection() {
  const { t } = useTranslation('home')
  const translated = useHasWords('projects')
  const pagePath = usePagePath()
  const viewAll = (
    <LinkButton asChild variant="outline" colorPalette="teal" size="lg">
      <Link to={pagePath({ page: 'portfolio' })}>
        {t('featuredProjects.viewAll')}
        <ArrowRightIcon />
      </Link>
    </LinkButton>
  )
  return (
    <Section
      id="featured-projects"
      bg="gray.50"
      eyebrow={t('featuredProjects.eyebrow')}
      title={t('featuredProjects.title')}
      intro={t('featuredProjects.intro')}
      action={viewAll}
      withPhotos
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '6' }}>
        {featuredProjects.filter(translated).map((project) => (
          <HoverLift key={project.id}>
            <ProjectCard project={project} variant="short" />
          </HoverLift>
        ))}
      </SimpleGrid>
    </Section>
  )
}
