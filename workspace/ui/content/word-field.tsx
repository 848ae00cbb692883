import { Badge, Box, Grid, Text, Textarea } from '@chakra-ui/react'
import { FixTypography } from '../shared/fix-typography.tsx'
import { useInterfaceText, useLanguageName } from '../shared/interface-language.tsx'
import { TextChecks } from '../shared/text-checks.tsx'
import { useTextCheck } from '../shared/use-text-check.ts'
import { useWordsContext, type WordLanguage } from './words-context.ts'

interface WordFieldProps {
  /** `namespace:key` */
  id: string
  label: string
}

/**
 * One word of an entry or of one of its items, in English and in the language translated side by side, each checked
 * as it is typed; its drafts, the layout check and the preview's focus are the content view's (WordsContext).
 */
export function WordField({ id, label }: WordFieldProps) {
  const { words, languages } = useWordsContext()
  const [namespace, key] = id.split(/:(.*)/) as [string, string]
  return (
    <Box role="group" aria-label={label}>
      {/* The word's key is a developer's name for it: on hover, not in the label. */}
      <Text fontSize="sm" fontWeight="medium" title={id}>
        {label}
      </Text>
      <Grid templateColumns="1fr 1fr" gap="2">
        {languages.map((language, index) => (
          <WordColumn
            key={language.code}
            language={language}
            label={label}
            word={{ id, namespace, key }}
            english={index === 0 ? undefined : words.textOf(id, languages[0].code)}
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
  /** For a translation: the English as typed, which it is checked against. */
  english: string | undefined
}

function WordColumn({ language, label, word, english }: WordColumnProps) {
  const t = useInterfaceText()
  const languageName = useLanguageName()
  const { words, layoutOf, onFocus } = useWordsContext()
  const text = words.textOf(word.id, language.code)
  const onChange = (next: string) => words.edit(word.id, language.code, next)
  const layout = layoutOf(word.id, language.code)
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
        onFocus={() => onFocus(word.id)}
      />
      {missing ? (
        <Text role="status" aria-label={t('word.checksOf', { label, language: language.nativeName })} fontSize="sm" color="orange.800">
          <Badge colorPalette="orange" me="1">
            {t('checks.waiting', { language: languageName(language.code) })}
          </Badge>
          {t('checks.waitingAbout', { language: languageName(language.code) })}
        </Text>
      ) : (
        <>
          <TextChecks
            label={t('word.checksOf', { label, language: language.nativeName })}
            subject={english === undefined ? t('word.thisText') : t('checks.subject')}
            reasons={text.trim() === '' ? [{ reason: t('word.empty') }] : reasons}
            warnings={warnings}
            layout={layout}
          />
          <FixTypography language={language.code} text={text} onFix={onChange} />
        </>
      )}
    </Box>
  )
}
