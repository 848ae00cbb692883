import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { domMax, LazyMotion, m, useReducedMotion } from 'framer-motion'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HoverLift } from '../../components/ui/hover-lift.tsx'
import { ProjectCard } from '../../components/ui/project-card.tsx'
import { allCategories, portfolioCategories, type CategoryChoice } from '../../content/portfolio-categories.ts'
import { projects as allProjects, type Project } from '../../content/projects.ts'
import { useHasWords } from '../../i18n/translated.ts'
import { CategoryFilter } from './category-filter.tsx'
import { checkedCategory, showCategoryInUrl } from './prepare-filter.ts'

const choices: CategoryChoice[] = [allCategories, ...portfolioCategories.map(({ slug }) => slug)]
const shownIn = (projects: Project[], choice: CategoryChoice) =>
  projects.filter((project) => choice === allCategories || project.category === choice)

/** Until the island wakes, the checked radio hides the other categories' cards through CSS. */
const filterWithoutScript = Object.fromEntries(
  choices.flatMap((choice) => {
    const checked = `&:not([data-awake]):has(input[value="${choice}"]:checked)`
    return [
      ...(choice === allCategories ? [] : [[`${checked} [data-category]:not([data-category="${choice}"])`, { display: 'none' }]]),
      [`${checked} [data-count-for]:not([data-count-for="${choice}"])`, { display: 'none' }],
    ]
  }),
)

export function ProjectsGrid() {
  const { t } = useTranslation('portfolio')
  const projects = allProjects.filter(useHasWords('projects'))
  const root = useRef<HTMLDivElement>(null)
  const reduceMotion = useReducedMotion()
  const [selected, setSelected] = useState<CategoryChoice>(allCategories)
  const [awake, setAwake] = useState(false)

  // The radio checked before the island woke is taken after hydration, so server and client markup match.
  useEffect(() => {
    if (root.current) setSelected(checkedCategory(root.current))
    setAwake(true)
  }, [])

  useEffect(() => {
    if (awake) showCategoryInUrl(selected)
  }, [awake, selected])

  return (
    <Box ref={root} data-awake={awake || undefined} css={filterWithoutScript}>
      <CategoryFilter selected={selected} onSelect={setSelected} />
      <Text role="status" color="gray.600" marginY="6">
        {awake
          ? t('filter.showing', { count: shownIn(projects, selected).length })
          : choices.map((choice) => (
              <span key={choice} data-count-for={choice}>
                {t('filter.showing', { count: shownIn(projects, choice).length })}
              </span>
            ))}
      </Text>
      <LazyMotion features={domMax} strict>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '6' }}>
          {projects.map((project) => {
            const hidden = awake && selected !== allCategories && project.category !== selected
            return (
              <m.div
                key={project.id}
                layout={!reduceMotion}
                transition={{ duration: 0.25 }}
                data-category={project.category}
                style={hidden ? { display: 'none' } : undefined}
              >
                <HoverLift>
                  <ProjectCard project={project} variant="full" />
                </HoverLift>
              </m.div>
            )
          })}
        </SimpleGrid>
      </LazyMotion>
    </Box>
  )
}
