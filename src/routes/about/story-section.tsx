import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { storyParagraphs } from '../../content/about-sections.ts'
import { Section } from '../../components/ui/section.tsx'

export function StorySection() {
  const { t } = useTranslation('about')
  return (
    <Section id="story" title={t('story.title')}>
      <Stack gap="4" maxWidth="3xl" marginX="auto" fontSize="lg" color="gray.700">
        {storyParagraphs.map((key) => (
          <Text key={key}>{t(key)}</Text>
        ))}
      </Stack>
    </Section>
  )
}
