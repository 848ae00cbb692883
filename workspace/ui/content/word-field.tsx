import { Badge, Box, Grid, Text, Textarea } from '@chakra-ui/react'
import { checksText, waitingFor } from '../shared/checks-text.ts'
import { FixTypography } from '../shared/fix-typography.tsx'
import { TextChecks, type LayoutFindings } from '../shared/text-checks.tsx'
import { useTextCheck } from '../shared/use-text-check.ts'

export interface WordLanguage {
  code: string
  nativeName: string
  dir: 'ltr' | 'rtl'
}

interface WordFieldProps {
  /** `namespace:key` */
  id: string
  label: string
  /** English, then the language translated. */
  languages: [WordLanguage, WordLanguage]
  textOf: (language: string) => string
  onChange: (language: string, text: string) => void
  /** The layout check's findings for the word at 375 px, in the language the preview shows. */
  layoutOf: (language: string) => LayoutFindings
  onFocus: () => void
}

/** One word of an entry, in English and in the language translated side by side, each checked as it is typed. */
export function WordField({ id, label, languages, textOf, onChange, layoutOf, onFocus }: WordFieldProps) {
  const [namespace, key] = id.split(/:(.*)/) as [string, string]
  return (
    <Box role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium">
        {label}{' '}
        <Text as="span" color="gray.600" fontWeight="normal" wordBreak="break-all">
          {id}
        </Text>
      </Text>
      <Grid templateColumns="1fr 1fr" gap="2">
        {languages.map((language, index) => (
          <WordColumn
            key={language.code}
            language={language}
            label={label}
            word={{ id, namespace, key }}
            text={textOf(language.code)}
            english={index === 0 ? undefined : textOf(languages[0].code)}
            onChange={(text) => onChange(language.code, text)}
            layout={layoutOf(language.code)}
            onFocus={onFocus}
          />
        ))}
      </Grid>
    </Box>
  )
}

interface WordColumnProps {
  language: WordLanguage
  label: string
  word: { id: string; namespace: string; key: string }
  text: string
  /** For a translation: the English as typed, which it is checked against. */
  english: string | undefined
  onChange: (text: string) => void
  layout: LayoutFindings
  onFocus: () => void
}

function WordColumn({ language, label, word, text, english, onChange, layout, onFocus }: WordColumnProps) {
  const { reasons, warnings } = useTextCheck(language.code, text === '' ? undefined : word, text, english)
  const missing = english !== undefined && text.trim() === ''
  return (
    <Box>
      <Text fontSize="xs" color="gray.600" aria-hidden="true">
        {language.nativeName}
      </Text>
      <Textarea
        aria-label={`${label} (${language.nativeName})`}
        dir={language.dir}
        value={text}
        rows={Math.min(6, Math.max(1, Math.ceil(text.length / 45)))}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      {missing ? (
        <Text role="status" aria-label={`Checks of ${label} (${language.nativeName})`} fontSize="sm" color="orange.800">
          <Badge colorPalette="orange" me="1">
            {waitingFor(checksText.waiting.badge, language.code)}
          </Badge>
          {waitingFor(checksText.waiting.about, language.code)}
        </Text>
      ) : (
        <>
          <TextChecks
            label={`Checks of ${label} (${language.nativeName})`}
            subject={english === undefined ? 'This text' : 'This translation'}
            reasons={text.trim() === '' ? ['is empty: every entry needs its English words'] : reasons}
            warnings={warnings}
            layout={layout}
          />
          <FixTypography language={language.code} text={text} onFix={onChange} />
        </>
      )}
    </Box>
  )
}
