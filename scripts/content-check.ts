import { resolve } from 'node:path'
import { checkContent } from './content/check-content.ts'
import { formatProblems, summary } from './i18n/problems.ts'

const problems = checkContent(resolve(import.meta.dirname, '..'))
if (problems.length) console.log(formatProblems(problems))
console.log(`content check: ${summary(problems)}`)
process.exitCode = problems.some(({ level }) => level === 'error') ? 1 : 0
