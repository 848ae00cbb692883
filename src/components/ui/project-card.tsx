import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
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
  const technologies = <TechnologyList technologies={project.technologies} variant={variant} />

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
      <FramedPhoto
        photo={project.image}
        alt={t(project.imageAltKey)}
        sizes={cardPhotoSizes}
        fallbackLabel={t(project.titleKey)}
        // Wider on a phone's single column, so a screen of cards shows more of them.
        aspectRatio={{ base: '2 / 1', md: `${project.image.width} / ${project.image.height}` }}
      />
      {/* The text, not the photo: a lazy photo inside a skipped block would start loading only once the block is near. */}
      <Stack gap="3" padding={{ base: '5', md: '6' }} flex="1" css={renderWhenNear('16rem')}>
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
        <div>
          <Heading as="h3" size="lg" color="gray.900">
            {t(project.titleKey)}
          </Heading>
          {variant === 'full' && (
            <Text fontSize="sm" color="gray.600" marginTop="1">
              {t(project.clientKey)}
            </Text>
          )}
        </div>
        <Text color="gray.700">{t(project.descriptionKey)}</Text>
        {variant === 'full' && <ProjectDetails project={project} technologies={technologies} />}
        {/* On the home page's phone column the cards are the work, not its stack; the portfolio lists it. */}
        {variant === 'short' && <Box display={{ base: 'none', md: 'contents' }}>{technologies}</Box>}
      </Stack>
    </Stack>
  )
}

/** The project's technologies: on a short card the first few, and how many more. */
function TechnologyList({ technologies, variant }: { technologies: string[]; variant: ProjectCardProps['variant'] }) {
  const { t } = useTranslation('projects')
  const shown = variant === 'short' ? technologies.slice(0, shortTechnologyCount) : technologies
  const hidden = technologies.length - shown.length
  return (
    <>
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
    </>
  )
}
