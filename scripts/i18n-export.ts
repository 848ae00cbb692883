import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { exportPo } from './i18n/po-file.ts'

const root = resolve(import.meta.dirname, '..')
const [language = '', ...options] = process.argv.slice(2)
const outOption = options.indexOf('--out')
const out = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  outOption >= 0 ? (options[outOption + 1] ?? '') : resolve(root, 'translations', `${language}.po`),
)
try {
  const { po, counts } = exportPo(root, language)
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, po)
  console.log(
    `Wrote ${relative(process.cwd(), out)}: ${counts.new} new (empty), ${counts.stale} to review (marked “needs work”), ${counts.done} done.`,
  )
  console.log(`Send it to the translator; bring it back with npm run i18n:import -- <the returned file>.`)
} catch (cause) {
  console.error(`✗ ${(cause as Error).message}`)
  console.error('Usage: npm run i18n:export -- <language> [--out <file.po>], e.g. npm run i18n:export -- fr')
  process.exitCode = 1
}
