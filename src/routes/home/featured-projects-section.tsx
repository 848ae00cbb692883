import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/ui/icons.tsx'
import { CardRail } from '../../components/ui/card-rail.tsx'
import { HoverLift } from '../../components/ui/hover-lift.tsx'
import { ProjectCard } from '../../components/ui/project-card.tsx'
import { Section } from '../../components/ui/section.tsx'
import { featuredProjects } from '../../content/projects.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { LinkButton } from '../../components/ui/link-button.tsx'

export function FeaturedProjectsSection() {
  const { t } = useTranslation('home')
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
      <CardRail
        labelledBy="featured-projects-title"
        gridTemplateColumns={{ md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
        gap={{ base: '4', md: '6' }}
      >
        {featuredProjects.map((project) => (
          <HoverLift key={project.id}>
            <ProjectCard project={project} variant="short" />
          </HoverLift>
        ))}
      </CardRail>
    </Section>
  )
}
