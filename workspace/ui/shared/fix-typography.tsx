import { Button, Text } from '@chakra-ui/react'
import { fixTypography } from '../../../src/i18n/typography.ts'
import { useInterfaceText } from './interface-language.tsx'

interface FixTypographyProps {
  /** The language of the text: its typography rules apply. */
  language: string
  text: string
  onFix: (fixed: string) => void
}

/** Beside a refusal the machine can put right: one click applies the language's spacing, apostrophe and quote rules. */
export function FixTypography({ language, text, onFix }: FixTypographyProps) {
  const t = useInterfaceText()
  const fixed = fixTypography(language, text)
  if (fixed === text) return null
  return (
    <Text as="div" fontSize="sm" display="flex" gap="2" alignItems="center" flexWrap="wrap">
      <Button size="xs" variant="outline" colorPalette="orange" onClick={() => onFix(fixed)}>
        {t('checks.fix')}
      </Button>
      <span>{t('checks.fixAbout')}</span>
    </Text>
  )
}
