import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { checkLocales } from './i18n/check-locales.ts'
import { importPo } from './i18n/po-file.ts'
import { formatProblems, summary } from './i18n/problems.ts'
import { staleList, translationStatus } from './i18n/status.ts'

const root = resolve(import.meta.dirname, '..')
const [file] = process.argv.slice(2)
let refusedCount = 0
if (!file) {
  console.error('Usage: npm run i18n:import -- <file.po>, e.g. npm run i18n:import -- translations/fr.po')
  process.exit(1)
}
try {
  const { language, changedFiles, confirmed, skipped, refused } = importPo(
    root,
    readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file)),
    file,
  )
  console.log(changedFiles.length ? `Updated ${changedFiles.join(', ')}` : `No ${language} text changed.`)
  console.log(`${confirmed.length} ${language} translations on record as checked against their English.`)
  for (const reason of skipped) console.log(`⚠ skipped ${reason}`)
  if (refused.length) {
    console.log(
      `\nRefused ${refused.length} entr${refused.length === 1 ? 'y' : 'ies'}, left as they were; fix them in the PO file and import it again:`,
    )
    console.log(formatProblems(refused))
  }
  refusedCount = refused.length
  console.log(`\n${staleList(translationStatus(root, [language]))}`)
} catch (cause) {
  console.error(`✗ ${(cause as Error).message}`)
  process.exit(1)
}
const problems = checkLocales(root)
if (problems.length) console.log(`\n${formatProblems(problems)}`)
console.log(`i18n check: ${summary(problems)}`)
process.exitCode = refusedCount || problems.some(({ level }) => level === 'error') ? 1 : 0
