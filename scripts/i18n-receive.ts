import { resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { formatProblems, summary } from './i18n/problems.ts'
import { receiveTranslations } from './i18n/receive.ts'

/** Text from the received file, as plain text: its escapes and control characters cannot drive the terminal. */
const printable = (text: string) => stripVTControlCharacters(text).replace(/[^\P{Cc}\n]/gu, '')

const [file] = process.argv.slice(2)
if (!file) {
  console.error('Usage: npm run i18n:receive -- <file.bundle>, e.g. npm run i18n:receive -- ~/Downloads/fr-….bundle')
  process.exit(1)
}
try {
  const received = await receiveTranslations(resolve(import.meta.dirname, '..'), resolve(process.env.INIT_CWD ?? process.cwd(), file))
  if (received.status === 'refused') {
    console.error(`✗ Not received; nothing was changed here:\n${received.reasons.map((reason) => `  ${printable(reason)}`).join('\n')}`)
    process.exit(1)
  }
  const { branches, files, problems } = received
  for (const { name, subject } of branches) console.log(`Branch ${name}: ${printable(subject)}`)
  console.log(`It changes ${files.length} file${files.length === 1 ? '' : 's'}:\n${files.map((path) => `  ${printable(path)}`).join('\n')}`)
  for (const note of received.notes) console.log(printable(note))
  if (problems.length) console.log(printable(formatProblems(problems)))
  console.log(`i18n check: ${summary(problems)}`)
  // The names are safe to paste: receive takes only names of the form translations/<language>-<date>-<hhmm>.
  console.log(`To take it: git merge ${branches.map(({ name }) => name).join(' ')} (or push it and open a pull request from it).`)
  process.exitCode = problems.some(({ level }) => level === 'error') ? 1 : 0
} catch (cause) {
  console.error(`✗ ${printable((cause as Error).message)}`)
  process.exit(1)
}
