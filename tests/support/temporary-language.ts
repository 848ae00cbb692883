import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { markerPattern } from '../../src/i18n/typography.ts'
import type { ProjectCopy } from './project-copy.ts'

/** Arabic letters for a-z: enough to make English copy right-to-left text a check accepts as translated. */
const arabic = 'ابتثجحخدذرزسشصضطظعغفقكلمنه'
const markers = new RegExp(`(${markerPattern.source})`)

function toArabic(text: string): string {
  return text
    .split(markers)
    .map((part, index) => (index % 2 ? part : part.replace(/[a-z]/gi, (letter) => arabic[letter.toLowerCase().charCodeAt(0) - 97]!)))
    .join('')
}

type Tree = { [key: string]: string | Tree }

/** English's tree in Arabic letters, with Arabic's six plural forms for every plural key. */
function translateTree(tree: Tree): Tree {
  const result: Tree = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') result[key] = translateTree(value)
    else if (key.endsWith('_one')) continue
    else if (key.endsWith('_other')) {
      const base = key.slice(0, -'_other'.length)
      for (const form of new Intl.PluralRules('ar').resolvedOptions().pluralCategories) result[`${base}_${form}`] = toArabic(value)
    } else result[key] = toArabic(value)
  }
  return result
}

/**
 * Adds Arabic the way the README tells a developer to: a folder locales/ar/ (here English in Arabic
 * letters) and one entry in the language list. Nothing else changes.
 */
export function addTemporaryLanguage(copy: ProjectCopy): void {
  copy.run('mkdir -p locales/ar')
  for (const file of readdirSync(join(copy.root, 'locales/en'))) {
    const english = JSON.parse(readFileSync(join(copy.root, 'locales/en', file), 'utf8')) as Tree
    copy.write(`locales/ar/${file}`, `${JSON.stringify(translateTree(english), null, 2)}\n`)
  }
  copy.replace(
    'src/i18n/languages.ts',
    "  { code: 'fr', nativeName: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },\n",
    "  { code: 'fr', nativeName: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },\n  { code: 'ar', nativeName: 'العربية', dir: 'rtl', ogLocale: 'ar_AR' },\n",
  )
}
