import { Box, Text } from '@chakra-ui/react'
import type { Reason } from '../../api.ts'
import { useInterfaceText } from './interface-language.tsx'
import type { LayoutProblem } from './find-layout-problems.ts'
import { KeepAsName } from './keep-as-name.tsx'
import { useReasonWords } from './use-reason-words.ts'

/** What the layout check found at 375 px for a text, on each page it shows on. */
export type LayoutFindings = { page: string; problem: LayoutProblem }[]

interface TextChecksProps {
  /** What the locale check says of the text, as it is typed. */
  reasons: Reason[]
  /** The same English translated otherwise elsewhere: said, not refused. */
  warnings: Reason[]
  layout: LayoutFindings
  /** Names the text in each sentence: “This translation”, “This English”. */
  subject?: string
  label?: string
}

/** The checks of one text as it is typed: the locale check's rules and the layout at 375 px, in plain words. */
export function TextChecks({ reasons, warnings, layout, subject, label }: TextChecksProps) {
  const t = useInterfaceText()
  const wordOf = useReasonWords()
  const named = subject ?? t('checks.subject')
  return (
    <Box role="status" aria-label={label ?? t('checks.label')} fontSize="sm">
      {reasons.length === 0 && warnings.length === 0 && layout.length === 0 ? (
        <Text color="green.700">{t('checks.none')}</Text>
      ) : (
        <Box as="ul" ps="4" color="red.700">
          {reasons.map((reason) => (
            <li key={reason.reason}>
              {t('checks.reason', { subject: named, reason: wordOf(reason) })}
              {reason.refusal?.code === 'sameAsEnglish' && <KeepAsName text={String(reason.refusal.values?.text ?? '')} />}
            </li>
          ))}
          {warnings.map((warning) => (
            <Box as="li" key={warning.reason} color="orange.700">
              {t('checks.warning', { subject: named.toLowerCase(), warning: wordOf(warning) })}
            </Box>
          ))}
          {layout.map(({ page, problem }) => (
            <Box as="li" key={`${page}${problem.kind}${problem.element}`} color={problem.level === 'warning' ? 'orange.700' : undefined}>
              {t(problem.level === 'warning' ? 'checks.layoutWarning' : 'checks.layout', { page, reason: wordOf(problem) })}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
