import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { storyParagraphs } from '../../content/about-sections.ts'
import { Section } from '../../components/ui/section.tsx'

export function StorySection() {
  const { t } = useTranslation('about')
  return (
    <Section id="story" title={t('story.title')} heading="aside">
      <Stack gap="5" maxWidth="3xl" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.6" color="gray.800">
        {storyParagraphs.map((key) => (
          <Text key={key}>{t(key)}</Text>
        ))}
      </Stack>
    </Section>
  )
}
