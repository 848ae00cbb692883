import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { storyParagraphs } from '../../content/about-sections.ts'
import { Section } from '../../components/ui/section.tsx'
import { useHasWords } from '../../i18n/translated.ts'

export function StorySection() {
  const { t } = useTranslation('about')
  const translated = useHasWords('about')
  return (
    <Section id="story" title={t('story.title')} heading="aside">
      <Stack gap="5" maxWidth="3xl" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.6" color="gray.800">
        {storyParagraphs.filter(translated).map((key) => (
          <Text key={key}>{t(key)}</Text>
        ))}
      </Stack>
    </Section>
  )
}
