/**
 * `npm run i18n:receive -- <file.bundle>`: brings in a translator's file written by `npm run i18n:send`, as its
 * own branch, and runs the locale check on it. See locales/README.md.
 */
import { resolve } from 'node:path'
import { formatProblems, summary } from './i18n/problems.ts'
import { receiveTranslations } from './i18n/receive.ts'

const [file] = process.argv.slice(2)
if (!file) {
  console.error('Usage: npm run i18n:receive -- <file.bundle>, e.g. npm run i18n:receive -- ~/Downloads/fr-….bundle')
  process.exit(1)
}
try {
  const { branches, problems } = await receiveTranslations(
    resolve(import.meta.dirname, '..'),
    resolve(process.env.INIT_CWD ?? process.cwd(), file),
  )
  for (const { name, subject } of branches) console.log(`Branch ${name}: ${subject}`)
  if (problems.length) console.log(formatProblems(problems))
  console.log(`i18n check: ${summary(problems)}`)
  const names = branches.map(({ name }) => name).join(' ')
  console.log(`To take it: git merge ${names} (or push it and open a pull request from it).`)
  process.exitCode = problems.some(({ level }) => level === 'error') ? 1 : 0
} catch (cause) {
  console.error(`✗ ${(cause as Error).message}`)
  process.exit(1)
}
