/**
 * `npm run content:check`: checks src/content/data/ against its schemas, the entries they name and the words each
 * entry needs in locales/. Errors (file, entry, field and reason) fail the command; the build runs the same check.
 */
import { resolve } from 'node:path'
import { checkContent } from './content/check-content.ts'
import { formatProblems, summary } from './i18n/problems.ts'

const problems = checkContent(resolve(import.meta.dirname, '..'))
if (problems.length) console.log(formatProblems(problems))
console.log(`content check: ${summary(problems)}`)
process.exitCode = problems.some(({ level }) => level === 'error') ? 1 : 0
