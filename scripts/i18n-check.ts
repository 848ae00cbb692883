import { resolve } from 'node:path'
import { checkLocales } from './i18n/check-locales.ts'
import { formatProblems, summary } from './i18n/problems.ts'

const problems = checkLocales(resolve(import.meta.dirname, '..'))
if (problems.length) console.log(formatProblems(problems))
console.log(`i18n check: ${summary(problems)}`)
process.exitCode = problems.some(({ level }) => level === 'error') ? 1 : 0
