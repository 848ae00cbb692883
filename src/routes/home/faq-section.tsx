import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon } from '../../components/ui/icons.tsx'
import { Section } from '../../components/ui/section.tsx'
import { faqs } from '../../content/faqs.ts'
import { faqAnswer } from '../../i18n/faq-answer.ts'
import { useHasWords } from '../../i18n/translated.ts'

/** Native <details> sharing one name: at most one open, keyboard and no-script work for free. */
export function FaqSection() {
  const { t, i18n } = useTranslation('home')
  const translated = useHasWords('home')
  return (
    <Section id="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')} intro={t('faq.intro')} heading="aside" bg="gray.50">
      <Stack gap="3">
        {faqs.filter(translated).map((faq) => (
          <chakra.details
            key={faq.id}
            name="faq"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="lg"
            css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}
          >
            <Box
              as="summary"
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="4"
              padding={{ base: '4', md: '5' }}
              cursor="pointer"
              fontWeight="semibold"
              color="gray.900"
              listStyleType="none"
              borderRadius="lg"
              _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              {t(faq.questionKey)}
              <ChevronDownIcon className="faq-chevron" boxSize="5" color="teal.700" flexShrink={0} transition="transform 0.2s" />
            </Box>
            <Text paddingX={{ base: '4', md: '5' }} paddingBottom={{ base: '4', md: '5' }} color="gray.700">
              {faqAnswer(t, i18n.language, faq)}
            </Text>
          </chakra.details>
        ))}
      </Stack>
    </Section>
  )
}
