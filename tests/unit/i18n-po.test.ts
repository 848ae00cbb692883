import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLocales } from '../../scripts/i18n/check-locales.ts'
import { exportPo, importPo } from '../../scripts/i18n/po-file.ts'
import { pluralCategoryOrder, pluralFormsHeader } from '../../scripts/i18n/plural-forms.ts'
import { readTranslatedFrom } from '../../scripts/i18n/translated-from.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { ProjectCopy } from '../support/project-copy.ts'

/** The file a translator gets, as Poedit reads it. */
const exported = (copy: ProjectCopy, language = 'fr') => po.parse(exportPo(copy.root, language).po)
const entry = (catalog: GetTextTranslations, context: string): GetTextTranslation => Object.values(catalog.translations[context] ?? {})[0]!

/** What a translator's editor does: change entries, then save the whole file again. */
function edited(catalog: GetTextTranslations, changes: Record<string, (entry: GetTextTranslation) => void>): Buffer {
  for (const [context, change] of Object.entries(changes)) change(entry(catalog, context))
  return po.compile(catalog)
}

/** Every file under locales/, byte for byte. */
const snapshot = (copy: ProjectCopy) =>
  Object.fromEntries(
    readdirSync(join(copy.root, 'locales'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, readFileSync(join(copy.root, 'locales', file))]),
  )

describe('npm run i18n:export and i18n:import (PO files for Poedit)', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())

  it('a round trip through the commands with no edits changes no byte of locales/', () => {
    copy = new ProjectCopy()
    const before = snapshot(copy)
    const exportRun = copy.run('node scripts/i18n.ts export fr --out returned/fr.po')
    expect(exportRun.output).toContain('0 new (empty), 0 to review')
    const importRun = copy.run('node scripts/i18n.ts import returned/fr.po')
    expect(importRun.status, importRun.output).toBe(0)
    expect(importRun.output).toContain('No fr text changed.')
    expect(importRun.output).toContain('i18n check: 0 errors, 0 warnings')
    expect(snapshot(copy)).toEqual(before)
  }, 180_000) // two commands, each starting Node and running the whole check, code included

  it('carries per string the key, the English, where it shows, its limit and what its placeholders hold', () => {
    copy = new ProjectCopy()
    const catalog = exported(copy)
    expect(catalog.headers).toMatchObject({ Language: 'fr', 'Plural-Forms': pluralFormsHeader('fr') })
    const title = entry(catalog, 'about:meta.title')
    expect(title).toMatchObject({ msgctxt: 'about:meta.title', msgid: 'About Us', msgstr: ['Qui sommes-nous'] })
    expect(title.comments?.reference).toBe(localizePath('about', 'fr'))
    expect(title.comments?.extracted).toContain('Where: the About Us page › the page’s title')
    expect(title.comments?.extracted).toContain(
      'Limit: 60 characters (the site adds “| Sankofa Digital” after it, so 42 are left for your text)',
    )
    expect(entry(catalog, 'home:meta.description').comments?.extracted).toContain('Limit: 160 characters')
    const budget = entry(catalog, 'quote:form.options.budget.under500')
    expect(budget.comments?.extracted).toContain(
      'Keep {{amount}}: an amount with its currency, already written the page’s way: “500 $US” in French',
    )
    expect(entry(catalog, 'projects:items.payQuick.problem').comments?.reference).toBe(
      `${localizePath('home', 'fr')} ${localizePath('portfolio', 'fr')}`,
    )
    expect(entry(catalog, 'contact:hero.intro').comments?.flag).toBeUndefined()
  })

  it('a plural key is one entry with French’s three forms, in the order its Plural-Forms line numbers them', () => {
    copy = new ProjectCopy()
    const showing = entry(exported(copy), 'portfolio:filter.showing')
    expect(showing).toMatchObject({ msgid: 'Showing {{count}} project', msgid_plural: 'Showing {{count}} projects' })
    expect(showing.msgstr).toEqual(['{{count}}\u00a0projet affiché', '{{count}}\u00a0projets affichés', '{{count}}\u00a0projets affichés'])
    for (const language of ['en', 'fr']) {
      const [, expression] = /plural=(.*);$/.exec(pluralFormsHeader(language))!
      const formOf = new Function('n', `return Number(${expression})`) as (n: number) => number
      const rules = new Intl.PluralRules(language)
      for (const n of [0, 1, 2, 5, 21, 100, 999_999, 1_000_000, 2_000_000, 1_000_001])
        expect(pluralCategoryOrder(language)[formOf(n)], `${language} ${n}`).toBe(rules.select(n))
    }
  })

  it('marks a translation whose English changed as fuzzy with the English it was made from, and a new key with an empty msgstr', () => {
    copy = new ProjectCopy()
    copy.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us Today: {{phone}}"')
    copy.replace('locales/en/home.json', '"breadcrumb": "Home"', '"breadcrumb": "Home",\n    "tagline": "Built in Accra"')
    const { po: text, counts } = exportPo(copy.root, 'fr')
    expect(counts).toMatchObject({ new: 1, stale: 1 })
    expect(text).toContain(
      '#, fuzzy\n#| msgid "Call Now: {{phone}}"\nmsgctxt "home:hero.callNow"\nmsgid "Call Us Today: {{phone}}"\nmsgstr "Appelez-nous\u00a0: {{phone}}"',
    )
    expect(text).toContain('msgctxt "home:meta.tagline"\nmsgid "Built in Accra"\nmsgstr ""')
  })

  it('brings edits back: texts into the JSON in our formatting and order, confirmed ones on record, fuzzy ones still to review', () => {
    copy = new ProjectCopy()
    copy.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us Today: {{phone}}"')
    copy.replace('locales/en/home.json', '"intro": "From mobile apps', '"intro": "From apps')
    copy.replace('locales/en/home.json', '"breadcrumb": "Home"', '"breadcrumb": "Home",\n    "tagline": "Built in Accra"')
    const frenchHome = copy.read('locales/fr/home.json')
    const returned = edited(exported(copy), {
      'home:hero.callNow': (callNow) => {
        callNow.msgstr = ['Appelez-nous dès aujourd’hui\u00a0: {{phone}}']
        delete callNow.comments!.flag
      },
      'home:hero.intro': (intro) =>
        (intro.msgstr = ['Applications, sites web, automatisation par l’IA et référencement, pour votre entreprise.']),
      'home:meta.tagline': (tagline) => (tagline.msgstr = ['Conçu à Accra']),
      'portfolio:filter.showing': (showing) => (showing.msgstr[1] = '{{count}} de réalisations affichées'),
    })

    const result = importPo(copy.root, returned)
    expect(result.changedFiles.sort()).toEqual(['locales/fr/home.json', 'locales/fr/portfolio.json'])
    expect(copy.read('locales/fr/home.json')).toBe(
      frenchHome
        .replace('"breadcrumb": "Accueil"', '"breadcrumb": "Accueil",\n    "tagline": "Conçu à Accra"')
        .replace('"callNow": "Appelez-nous\u00a0: {{phone}}"', '"callNow": "Appelez-nous dès aujourd’hui\u00a0: {{phone}}"')
        .replace(
          /"intro": "Applications mobiles[^"]*"/,
          '"intro": "Applications, sites web, automatisation par l’IA et référencement, pour votre entreprise."',
        ),
    )
    expect(JSON.parse(copy.read('locales/fr/portfolio.json')).filter.showing_many).toBe('{{count}} de réalisations affichées')
    const record = readTranslatedFrom(copy.root).fr!
    expect(record['home:hero.callNow']).toBe('Call Us Today: {{phone}}')
    expect(record['home:meta.tagline']).toBe('Built in Accra')
    // The translator left "needs work" on: the new text is in, and still flagged for review.
    expect(checkLocales(copy.root, { code: false })).toEqual([
      expect.objectContaining({ level: 'warning', key: 'hero.intro', reason: expect.stringContaining('needs review') }),
    ])
  })

  it('refuses an entry that drops or renames a placeholder, naming PO file, line and key; the French stays and the sound entries are imported', () => {
    copy = new ProjectCopy()
    const frenchHome = copy.read('locales/fr/home.json')
    const frenchPortfolio = copy.read('locales/fr/portfolio.json')
    const returned = edited(exported(copy), {
      'home:hero.callNow': (callNow) => {
        callNow.msgstr = ['Appelez-nous\u00a0: {{telephone}}']
        // Poedit's note of the entry as it was, above it: the entry's line is the msgctxt's own.
        callNow.comments = { ...callNow.comments, previous: 'msgctxt "home:hero.callNow"\nmsgid "Call Now: {{phone}}"' }
      },
      'portfolio:filter.showing': (showing) => (showing.msgstr[2] = 'projets affichés'),
      'home:meta.breadcrumb': (breadcrumb) => (breadcrumb.msgstr = ['Page d’accueil']),
    })
    const lineOfEntry = (context: string) => returned.toString('utf8').split('\n').indexOf(`msgctxt "${context}"`) + 1

    const result = importPo(copy.root, returned, 'returned/fr.po')
    expect(result.refused).toEqual([
      expect.objectContaining({
        file: 'returned/fr.po',
        line: lineOfEntry('home:hero.callNow'),
        key: 'home:hero.callNow',
        reason: expect.stringContaining("must keep English's placeholders and tags, exactly as written ({{phone}}); it has {{telephone}}"),
      }),
      expect.objectContaining({
        file: 'returned/fr.po',
        line: lineOfEntry('portfolio:filter.showing'),
        key: 'portfolio:filter.showing',
        reason: expect.stringContaining("filter.showing_other must keep English's placeholders"),
      }),
    ])
    expect(lineOfEntry('home:hero.callNow')).toBeGreaterThan(1)
    expect(copy.read('locales/fr/home.json')).toBe(frenchHome.replace('"breadcrumb": "Accueil"', '"breadcrumb": "Page d’accueil"'))
    expect(copy.read('locales/fr/portfolio.json')).toBe(frenchPortfolio)
    expect(result.confirmed).not.toContain('home:hero.callNow')
    // No error; the one warning: the same English (“Home”) is « Accueil » in the menu.
    expect(checkLocales(copy.root, { code: false })).toEqual([
      expect.objectContaining({ level: 'warning', key: 'meta.breadcrumb', reason: expect.stringContaining('common:nav.home') }),
    ])
  })

  it('npm run i18n:import reports a refused entry as file:line › key and fails', () => {
    copy = new ProjectCopy()
    const catalog = exported(copy)
    entry(catalog, 'home:hero.callNow').msgstr = ['Appelez-nous']
    copy.run('mkdir -p returned')
    copy.write('returned/fr.po', po.compile(catalog).toString('utf8'))
    const frenchHome = copy.read('locales/fr/home.json')
    const run = copy.run('node scripts/i18n.ts import returned/fr.po')
    expect(run.status).toBe(1)
    expect(run.output).toMatch(
      /Refused 1 entry[^\n]*\n✗ error +returned\/fr\.po:\d+ › home:hero\.callNow: must keep English's placeholders/,
    )
    expect(copy.read('locales/fr/home.json')).toBe(frenchHome)
  }, 120_000)

  it('refuses a file for English or an unknown language, or one that is not a PO file, and writes nothing', () => {
    copy = new ProjectCopy()
    const before = snapshot(copy)
    const catalog = exported(copy)
    catalog.headers.Language = 'en'
    expect(() => importPo(copy.root, po.compile(catalog))).toThrow('“en” is not a language to translate into: choose one of fr')
    expect(() => exportPo(copy.root, 'de')).toThrow('“de” is not a language to translate into')
    expect(() => importPo(copy.root, Buffer.from('{ "hero": "not a PO file" }'))).toThrow('This is not a PO file that can be read')
    expect(snapshot(copy)).toEqual(before)
  })
})
