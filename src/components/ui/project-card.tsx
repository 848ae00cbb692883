import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { findCategory } from '../../content/portfolio-categories.ts'
import type { Project } from '../../content/projects.ts'
import { renderWhenNear } from '../../theme/render-when-near.ts'
import { FramedPhoto } from './framed-photo.tsx'
import { ProjectDetails } from './project-details.tsx'

interface ProjectCardProps {
  project: Project
  /** `short` (home page): at most three technologies and no duration or client; `full` (portfolio): every field. */
  variant: 'short' | 'full'
}

const shortTechnologyCount = 3

/** A card's width in the grids of one, two and three columns (container 7xl, its padding, gap 6). */
const cardPhotoSizes =
  '(min-width: 80em) 24.4rem, (min-width: 64em) calc(33.3vw - 2.4rem), (min-width: 48em) calc(50vw - 2.3rem), calc(100vw - 2rem)'

export function ProjectCard({ project, variant }: ProjectCardProps) {
  const { t } = useTranslation('projects')
  const category = findCategory(project.category)
  const shown = variant === 'short' ? project.technologies.slice(0, shortTechnologyCount) : project.technologies
  const hidden = project.technologies.length - shown.length

  return (
    <Stack
      as="article"
      gap="0"
      height="full"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="sm"
    >
      <FramedPhoto photo={project.image} alt={t(project.imageAltKey)} sizes={cardPhotoSizes} fallbackLabel={t(project.titleKey)} />
      {/* The text, not the photo: a lazy photo inside a skipped block would start loading only once the block is near. */}
      <Stack gap="3" padding="6" flex="1" css={renderWhenNear('16rem')}>
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          {category && (
            <Badge colorPalette="teal" variant="subtle">
              {t(category.labelKey)}
            </Badge>
          )}
          {variant === 'full' && (
            <Text fontSize="sm" color="gray.600">
              {t('card.durationWeeks', { count: project.durationWeeks })}
            </Text>
          )}
        </HStack>
        <Heading as="h3" size="lg" color="gray.900">
          {t(project.titleKey)}
        </Heading>
        <Text color="gray.700">{t(project.descriptionKey)}</Text>
        {variant === 'full' && <ProjectDetails project={project} />}
        <Text srOnly>{t('card.technologies')}</Text>
        <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" marginTop="auto" paddingTop="2">
          {shown.map((technology) => (
            <li key={technology}>
              <Badge variant="outline" colorPalette="gray">
                {technology}
              </Badge>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Badge variant="subtle" colorPalette="gray">
                <span aria-hidden="true">{t('card.moreTechnologies', { count: hidden })}</span>
                <Text as="span" srOnly>
                  {t('card.moreTechnologiesLabel', { count: hidden })}
                </Text>
              </Badge>
            </li>
          )}
        </HStack>
      </Stack>
    </Stack>
  )
}
