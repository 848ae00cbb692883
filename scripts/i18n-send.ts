/**
 * `npm run i18n:send [-- --language fr]`: sends a language's saved translations, and the studio's saved content, to the team, as one commit on
 * a branch of its own pushed to origin, or in a file to send when it cannot be pushed. See locales/README.md.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { translatedLanguages } from './i18n/locale-files.ts'
import { sendTranslations } from './i18n/send.ts'

const { values } = parseArgs({ options: { language: { type: 'string', default: translatedLanguages()[0] } } })
const root = resolve(import.meta.dirname, '..')
const result = await sendTranslations(root, { language: values.language!, interactive: Boolean(process.stdin.isTTY) })
if (result.status === 'refused') {
  console.error(`✗ Not sent: ${result.reasons.join('\n')}`)
  process.exit(1)
}
console.log(`${result.keys.length} text${result.keys.length === 1 ? '' : 's'} in one commit on the branch ${result.branch}:`)
for (const key of result.keys) console.log(`  ${key}`)
for (const file of result.content) console.log(`  ${file}`)
if (result.toTranslate.length) console.log(`Still to translate, before the site shows them:\n${result.toTranslate.join('\n')}`)
if (result.warnings.length) console.log(`The check's warnings, for you and the team to look at:\n${result.warnings.join('\n')}`)
if (result.status === 'pushed')
  console.log(`✓ Sent: the branch ${result.branch} is on the project's remote (origin) for the team to review.`)
else {
  console.log(`Not pushed: ${result.why}.`)
  console.log(`✓ Written to ${resolve(root, result.file)}: send this one file to the team (by e-mail or chat).`)
  console.log(`  The team brings it in with: npm run i18n:receive -- ${result.file}`)
}
console.log('Your texts stay as they are on your computer: keep working as before.')
