import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Section } from '../../components/ui/section.tsx'

/** The paragraphs of the studio's story on the About page, in reading order. */
export const storyParagraphs = ['story.paragraphs.start', 'story.paragraphs.growth', 'story.paragraphs.today'] as const

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
