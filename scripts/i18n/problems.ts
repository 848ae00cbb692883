/** A reason as a code and its values, which the workspace words in its interface's language (`refusals.<code>`). */
export interface Refusal {
  code: string
  values?: Record<string, string | number>
}

/** Addressed the way a translator finds it: file, line, key. */
export interface Problem {
  level: 'error' | 'warning'
  file: string
  line?: number
  column?: number
  key?: string
  reason: string
  refusal?: Refusal
}

export const error = (problem: Omit<Problem, 'level'>): Problem => ({ level: 'error', ...problem })
export const warning = (problem: Omit<Problem, 'level'>): Problem => ({ level: 'warning', ...problem })

/** A finding without its level: `src/content/data/plans.json › plans[1] "superGrowth" › priceUsd: expected a number`. */
export const named = ({ file, line, key, reason }: Omit<Problem, 'level'>) =>
  `${file}${line ? `:${line}` : ''}${key ? ` › ${key}` : ''}: ${reason}`

/** `locales/fr/home.json:14 › hero.title: is empty`, one line per problem, errors first. */
export function formatProblems(problems: readonly Problem[]): string {
  const order = (problem: Problem) => (problem.level === 'error' ? 0 : 1)
  return [...problems]
    .sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
    .map(({ level, file, line, column, key, reason }) => {
      const place = [file, line, column].filter((part) => part !== undefined).join(':')
      return `${level === 'error' ? '✗ error  ' : '⚠ warning'} ${place}${key ? ` › ${key}` : ''}: ${reason}`
    })
    .join('\n')
}

export function summary(problems: readonly Problem[]): string {
  const errors = problems.filter(({ level }) => level === 'error').length
  const warnings = problems.length - errors
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`
}
