import { Box, Text } from '@chakra-ui/react'
import type { LayoutProblem } from './find-layout-problems.ts'

/** What the layout check found at 375 px for a text, on each page it shows on. */
export type LayoutFindings = { page: string; problem: LayoutProblem }[]

interface TextChecksProps {
  /** What the locale check says of the text, as it is typed. */
  reasons: string[]
  /** The same English translated otherwise elsewhere: said, not refused. */
  warnings: string[]
  layout: LayoutFindings
  /** Names the text in each sentence: “This translation”, “This English”. */
  subject?: string
  label?: string
}

/** The checks of one text as it is typed: the locale check's rules and the layout at 375 px, in plain words. */
export function TextChecks({ reasons, warnings, layout, subject = 'This translation', label = 'Checks' }: TextChecksProps) {
  return (
    <Box role="status" aria-label={label} fontSize="sm">
      {reasons.length === 0 && warnings.length === 0 && layout.length === 0 ? (
        <Text color="green.700">No problem found.</Text>
      ) : (
        <Box as="ul" ps="4" color="red.700">
          {reasons.map((reason) => (
            <li key={reason}>
              {subject} {reason}
            </li>
          ))}
          {warnings.map((warning) => (
            <Box as="li" key={warning} color="orange.700">
              A warning: {subject.toLowerCase()} {warning}
            </Box>
          ))}
          {layout.map(({ page, problem }) => (
            <Box as="li" key={`${page}${problem.kind}${problem.element}`} color={problem.level === 'warning' ? 'orange.700' : undefined}>
              At 375 px, {page}
              {problem.level === 'warning' ? ' (a warning)' : ''}: {problem.reason}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
