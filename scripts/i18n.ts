/**
 * The locale commands: `node scripts/i18n.ts <command> [arguments]`, run as `npm run i18n:<command>` (README's script
 * table; locales/README.md for translators).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { checkLocales } from './i18n/check-locales.ts'
import { confirmTranslations } from './i18n/confirm.ts'
import { readGlossary } from './i18n/glossary.ts'
import { guideFile, writeGuideTerms } from './i18n/guide-terms.ts'
import { translatedLanguages } from './i18n/locale-files.ts'
import { exportPo, importPo } from './i18n/po-file.ts'
import { formatProblems, summary, type Problem } from './i18n/problems.ts'
import { receiveTranslations } from './i18n/receive.ts'
import { sendTranslations } from './i18n/send.ts'
import { updateCopy } from './i18n/update.ts'
import { staleList, statusTable, translationStatus } from './i18n/status.ts'

const root = resolve(import.meta.dirname, '..')
/** A file named on the command line, relative to where npm was run. */
const given = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file)
/** Text from a received file, as plain text: its escapes and control characters cannot drive the terminal. */
const printable = (text: string) => stripVTControlCharacters(text).replace(/[^\P{Cc}\n]/gu, '')
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const hasError = (problems: Problem[]) => problems.some(({ level }) => level === 'error')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function check(separator = ''): Problem[] {
  const problems = checkLocales(root)
  if (problems.length) console.log(`${separator}${formatProblems(problems)}`)
  console.log(`i18n check: ${summary(problems)}`)
  return problems
}

const commands: Record<string, (args: string[]) => void | Promise<void>> = {
  check() {
    process.exitCode = hasError(check()) ? 1 : 0
  },

  status() {
    const status = translationStatus(root)
    console.log(`${statusTable(status)}\n\n${staleList(status)}`)
  },

  confirm([language = '', ...keys]) {
    if (!keys.length)
      fail('Usage: npm run i18n:confirm -- <language> <namespace:key>… (or --all), e.g. npm run i18n:confirm -- fr home:hero.title')
    const { confirmed, refused } = confirmTranslations(root, language, keys)
    for (const key of confirmed) console.log(`✓ ${language} ${key}: confirmed against today's English`)
    for (const reason of refused) console.error(`✗ ${reason}`)
    process.exitCode = refused.length ? 1 : 0
  },

  export([language = '', ...options]) {
    const outOption = options.indexOf('--out')
    const out = given(outOption >= 0 ? (options[outOption + 1] ?? '') : resolve(root, 'translations', `${language}.po`))
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
      fail('Usage: npm run i18n:export -- <language> [--out <file.po>], e.g. npm run i18n:export -- fr')
    }
  },

  import([file]) {
    if (!file) fail('Usage: npm run i18n:import -- <file.po>, e.g. npm run i18n:import -- translations/fr.po')
    let refusedCount = 0
    try {
      const { language, changedFiles, confirmed, skipped, refused } = importPo(root, readFileSync(given(file)), file)
      console.log(changedFiles.length ? `Updated ${changedFiles.join(', ')}` : `No ${language} text changed.`)
      console.log(`${confirmed.length} ${language} translations on record as checked against their English.`)
      for (const reason of skipped) console.log(`⚠ skipped ${reason}`)
      if (refused.length) {
        console.log(
          `\nRefused ${plural(refused.length, 'entry', 'entries')}, left as they were; fix them in the PO file and import it again:`,
        )
        console.log(formatProblems(refused))
      }
      refusedCount = refused.length
      console.log(`\n${staleList(translationStatus(root, [language]))}`)
    } catch (cause) {
      fail(`✗ ${(cause as Error).message}`)
    }
    process.exitCode = hasError(check('\n')) || refusedCount ? 1 : 0
  },

  guide() {
    console.log(
      writeGuideTerms(root, readGlossary(root)) ? `Wrote the term table of ${guideFile}.` : `${guideFile}'s term table is up to date.`,
    )
  },

  /** A language's saved translations, and the studio's saved content, to the team: one commit on a branch of its own. */
  async send(args) {
    const { values } = parseArgs({ args, options: { language: { type: 'string', default: translatedLanguages()[0] } } })
    const result = await sendTranslations(root, { language: values.language!, interactive: Boolean(process.stdin.isTTY) })
    if (result.status === 'refused') fail(`✗ Not sent: ${result.reasons.join('\n')}`)
    console.log(`${plural(result.keys.length, 'text')} in one commit on the branch ${result.branch}:`)
    for (const key of result.keys) console.log(`  ${key}`)
    for (const file of result.content) console.log(`  ${file}`)
    if (result.keptNames.length) console.log(`  locales/glossary.json: ${result.keptNames.join(', ')} kept as in English`)
    if (result.toTranslate.length)
      console.log(
        `Waiting for their translation, on the English pages only until then:\n${result.toTranslate.map(({ file, entry }) => `  ${file} › ${entry}`).join('\n')}`,
      )
    if (result.warnings.length) console.log(`The check's warnings, for you and the team to look at:\n${result.warnings.join('\n')}`)
    if (result.status === 'pushed')
      console.log(`✓ Sent: the branch ${result.branch} is on the project's remote (origin) for the team to review.`)
    else {
      console.log(`Not pushed: ${result.why}.`)
      console.log(`✓ Written to ${resolve(root, result.file)}: send this one file to the team (by e-mail or chat).`)
      console.log(`  The team brings it in with: npm run i18n:receive -- ${result.file}`)
    }
    console.log(
      result.committedHere
        ? 'Your texts stay as they are on your computer, now in that commit here too. Once the team has taken it, run npm run update.'
        : 'Your texts stay as they are on your computer: keep working as before.',
    )
  },

  /** The team's version of this copy's branch, fetched and taken; changes here that the team already has give way. */
  async update() {
    const result = await updateCopy(root, { interactive: Boolean(process.stdin.isTTY) })
    if (result.status === 'refused') fail(`✗ Not updated: ${result.reasons.join('\n')}`)
    console.log(
      result.already
        ? '✓ Your copy already has the team’s latest version.'
        : `✓ Updated: your copy now has the team’s latest version (${result.commit.slice(0, 7)}).`,
    )
  },

  async receive([file]) {
    if (!file) fail('Usage: npm run i18n:receive -- <file.bundle>, e.g. npm run i18n:receive -- ~/Downloads/fr-….bundle')
    try {
      const received = await receiveTranslations(root, given(file))
      if (received.status === 'refused')
        fail(`✗ Not received; nothing was changed here:\n${received.reasons.map((reason) => `  ${printable(reason)}`).join('\n')}`)
      const { branches, files, problems } = received
      for (const { name, subject } of branches) console.log(`Branch ${name}: ${printable(subject)}`)
      console.log(`It changes ${plural(files.length, 'file')}:\n${files.map((path) => `  ${printable(path)}`).join('\n')}`)
      for (const note of received.notes) console.log(printable(note))
      if (problems.length) console.log(printable(formatProblems(problems)))
      console.log(`i18n check: ${summary(problems)}`)
      // The names are safe to paste: receive takes only names of the form translations/<language>-<date>-<hhmm>.
      console.log(`To take it: git merge ${branches.map(({ name }) => name).join(' ')} (or push it and open a pull request from it).`)
      process.exitCode = hasError(problems) ? 1 : 0
    } catch (cause) {
      fail(`✗ ${printable((cause as Error).message)}`)
    }
  },
}

const [name = '', ...args] = process.argv.slice(2)
const command = Object.hasOwn(commands, name) ? commands[name] : undefined
if (!command) fail(`Usage: node scripts/i18n.ts <${Object.keys(commands).join('|')}> [arguments]`)
await command(args)
