import { resolve } from 'node:path'
import { confirmTranslations } from './i18n/confirm.ts'

const [language = '', ...keys] = process.argv.slice(2)
if (!keys.length) {
  console.error('Usage: npm run i18n:confirm -- <language> <namespace:key>… (or --all), e.g. npm run i18n:confirm -- fr home:hero.title')
  process.exit(1)
}
const { confirmed, refused } = confirmTranslations(resolve(import.meta.dirname, '..'), language, keys)
for (const key of confirmed) console.log(`✓ ${language} ${key}: confirmed against today's English`)
for (const reason of refused) console.error(`✗ ${reason}`)
process.exitCode = refused.length ? 1 : 0
