import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/ui/icons.tsx'
import { findCategory } from '../../content/portfolio-categories.ts'
import { featuredProjects } from '../../content/projects.ts'
import { useHasWords } from '../../i18n/translated.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'

/** The first featured project's outcome, set as type on colour: the studio's work in the first screen, at no image's cost. */
export function WorkSpotlight() {
  const { t } = useTranslation(['home', 'projects'])
  const pagePath = usePagePath()
  const project = featuredProjects.find(useHasWords('projects'))
  if (!project) return null
  const category = findCategory(project.category)
  return (
    <Stack
      as="aside"
      aria-label={t('hero.spotlight.label')}
      gap={{ base: '4', md: '5' }}
      padding={{ base: '5', md: '10' }}
      bg="teal.800"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="teal.600"
      boxShadow="2xl"
    >
      <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="orange.200">
        {t('hero.spotlight.label')}
        {category && ` · ${t(category.labelKey, { ns: 'projects' })}`}
      </Text>
      <Text fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15" fontWeight="bold" color="white">
        {t(project.titleKey, { ns: 'projects' })}
      </Text>
      <Box borderLeftWidth="4px" borderColor="orange.300" paddingLeft="5">
        <Text fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.3" color="white">
          {t(project.resultsKey, { ns: 'projects' })}
        </Text>
        <Text marginTop="3" fontSize="sm" color="teal.100">
          {t(project.clientKey, { ns: 'projects' })}
        </Text>
      </Box>
      <ChakraLink
        asChild
        color="white"
        fontWeight="semibold"
        alignSelf="start"
        textDecoration="underline"
        textUnderlineOffset="4px"
        display="inline-block"
      >
        <Link to={pagePath({ page: 'portfolio' })}>
          {t('hero.spotlight.link')}
          <ArrowRightIcon boxSize="4" marginLeft="1" verticalAlign="-0.125em" />
        </Link>
      </ChakraLink>
    </Stack>
  )
}
