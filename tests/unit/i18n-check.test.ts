import { afterEach, describe, expect, it } from 'vitest'
import { checkLocales } from '../../scripts/i18n/check-locales.ts'
import { confirmTranslations } from '../../scripts/i18n/confirm.ts'
import type { Problem } from '../../scripts/i18n/problems.ts'
import { ProjectCopy, repoRoot } from '../support/project-copy.ts'

const errors = (problems: Problem[]) => problems.filter(({ level }) => level === 'error')

describe('npm run i18n:check on the real locale files', () => {
  it('finds no error and no unused key', () => {
    expect(checkLocales(repoRoot)).toEqual([])
  })
})

describe('what a translator might break', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())
  /** The locale files of a fresh project copy after one edit; code keys are checked separately below. */
  const checkAfter = (edit: (copy: ProjectCopy) => void, options = {}) => {
    copy = new ProjectCopy()
    edit(copy)
    return errors(checkLocales(copy.root, { code: false, ...options }))
  }

  it('invalid JSON: names the file, line and column', () => {
    const found = checkAfter((copy) =>
      copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"\n  },', '"breadcrumb": "Accueil"\n  }'),
    )
    expect(found).toEqual([
      expect.objectContaining({ file: 'locales/fr/home.json', line: 8, column: 3, reason: expect.stringContaining('not valid JSON') }),
    ])
  })

  it('a missing key, with the English text to translate', () => {
    const found = checkAfter((copy) => copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumbs": "Accueil"'))
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/fr/home.json',
        key: 'meta.breadcrumb',
        reason: expect.stringMatching(/is missing.*“Home”/),
      }),
      expect.objectContaining({
        file: 'locales/fr/home.json',
        key: 'meta.breadcrumbs',
        line: 6,
        reason: expect.stringContaining('is not in locales/en/home.json'),
      }),
    ])
  })

  it('an empty value', () => {
    const found = checkAfter((copy) => copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": " "'))
    expect(found).toEqual([expect.objectContaining({ key: 'meta.breadcrumb', line: 6, reason: expect.stringContaining('is empty') })])
  })

  it('a value that is not text', () => {
    const found = checkAfter((copy) => copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": ["Accueil"]'))
    expect(found).toContainEqual(expect.objectContaining({ key: 'meta.breadcrumb', reason: expect.stringContaining('not a list') }))
  })

  it('a key written twice', () => {
    const found = checkAfter((copy) =>
      copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": "Accueil",\n    "breadcrumb": "Page d’accueil"'),
    )
    expect(found).toEqual([expect.objectContaining({ key: 'meta.breadcrumb', line: 7, reason: expect.stringContaining('written twice') })])
  })

  it('a renamed placeholder', () => {
    const found = checkAfter((copy) =>
      copy.replace(
        'locales/fr/portfolio.json',
        '"showing_other": "{{count}}\u00a0projets affichés"',
        '"showing_other": "{{nombre}}\u00a0projets affichés"',
      ),
    )
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/fr/portfolio.json',
        key: 'filter.showing_other',
        reason: expect.stringMatching(/placeholders.*\{\{count\}\}.*it has \{\{nombre\}\}/),
      }),
    ])
  })

  it('a tag the translation dropped', () => {
    const found = checkAfter((copy) => {
      copy.replace('locales/en/home.json', '"breadcrumb": "Home"', '"breadcrumb": "<1>Home</1>"')
    })
    expect(found).toEqual([
      expect.objectContaining({ file: 'locales/fr/home.json', key: 'meta.breadcrumb', reason: expect.stringContaining('<1> </1>') }),
    ])
  })

  it('a plural form French needs', () => {
    const found = checkAfter((copy) =>
      copy.replace('locales/fr/portfolio.json', ',\n    "showing_many": "{{count}}\u00a0projets affichés"', ''),
    )
    expect(found).toEqual([expect.objectContaining({ key: 'filter.showing_many', reason: expect.stringContaining('is missing') })])
  })

  it('text left in English, unless the glossary allows it', () => {
    const english = 'Professional App Development & Digital Solutions'
    const leftInEnglish = (copy: ProjectCopy) =>
      copy.replace('locales/fr/home.json', '"title": "Applications et solutions numériques pour les entreprises"', `"title": "${english}"`)
    expect(checkAfter(leftInEnglish)).toEqual([
      expect.objectContaining({ key: 'hero.title', reason: expect.stringContaining('is the same as English') }),
    ])
    copy.remove()
    const allowed = checkAfter((copy) => {
      leftInEnglish(copy)
      copy.replace('locales/glossary.json', '"fr": [', `"fr": ["${english}", `)
    })
    expect(allowed).toEqual([])
  })

  it('French punctuation without its non-breaking space', () => {
    const found = checkAfter((copy) =>
      copy.replace('locales/fr/home.json', '"callNow": "Appelez-nous\u00a0: {{phone}}"', '"callNow": "Appelez-nous : {{phone}}"'),
    )
    expect(found).toEqual([expect.objectContaining({ key: 'hero.callNow', reason: expect.stringContaining('non-breaking space') })])
  })

  it('French numbers kept with their unit, thousands grouped with U+202F, and each sign with its own non-breaking space', () => {
    const found = checkAfter((copy) => {
      copy.replace('locales/fr/contact.json', 'sous 24\u00a0heures.",\n    "keywords"', 'sous 24 heures.",\n    "keywords"')
      copy.replace('locales/fr/home.json', '500 à 10\u202f000\u00a0dollars', '500 à 10 000\u00a0dollars')
      copy.replace('locales/fr/home.json', '"callNow": "Appelez-nous\u00a0: {{phone}}"', '"callNow": "Appelez-nous\u202f: {{phone}}"')
      copy.replace('locales/fr/common.json', 'au moins 7\u00a0chiffres', 'au moins 7 chiffres')
      copy.replace(
        'locales/fr/common.json',
        '"countOver_one": "{{count, number}}\u00a0caractère',
        '"countOver_one": "{{count, number}} caractère',
      )
    })
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/fr/common.json',
        key: 'forms.errors.phone',
        reason: expect.stringContaining('between a number and its unit'),
      }),
      expect.objectContaining({
        file: 'locales/fr/common.json',
        key: 'forms.countOver_one',
        reason: expect.stringContaining('between a number and its unit'),
      }),
      expect.objectContaining({
        file: 'locales/fr/contact.json',
        key: 'meta.description',
        reason: expect.stringContaining('between a number and its unit'),
      }),
      expect.objectContaining({ file: 'locales/fr/home.json', key: 'hero.callNow', reason: expect.stringContaining('U+00A0 before :') }),
      expect.objectContaining({ file: 'locales/fr/home.json', key: 'faq.items.cost.answer', reason: expect.stringContaining('U+202F') }),
    ])
  })

  it('a page title over 60 characters as the site writes it, brand suffix included, in any language', () => {
    const title = 'Studio de développement d’applications au Ghana'
    const found = checkAfter((copy) =>
      copy.replace('locales/fr/about.json', '"meta": {\n    "title": "Qui sommes-nous"', `"meta": {\n    "title": "${title}"`),
    )
    expect(title.length).toBeLessThanOrEqual(60)
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/fr/about.json',
        key: 'meta.title',
        line: 3,
        reason: expect.stringContaining(`is 65 characters as the site writes it (“${title} | Sankofa Digital”), over the limit of 60`),
      }),
    ])
  })

  it('a description over 160 characters', () => {
    const found = checkAfter((copy) =>
      copy.replace('locales/en/errors.json', '"description": "The page you', `"description": "${'Sorry. '.repeat(16)}The page you`),
    )
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/en/errors.json',
        key: 'meta.description',
        reason: expect.stringMatching(/is 172 characters, over the limit of 160/),
      }),
    ])
  })

  it('the studio’s name written out instead of {{brand}}; with {{brand}}, a title gets no second brand', () => {
    const found = checkAfter((copy) =>
      copy.replace('locales/en/about.json', '"meta": {\n    "title": "About Us"', '"meta": {\n    "title": "About Sankofa Digital"'),
    )
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/en/about.json',
        key: 'meta.title',
        reason: expect.stringContaining('write {{brand}} instead'),
      }),
    ])
    copy.remove()
    const sixty = `About {{brand}}: ${'x'.repeat(37)}`
    const withPlaceholder = (copy: ProjectCopy) => {
      copy.replace('locales/en/about.json', '"meta": {\n    "title": "About Us"', `"meta": {\n    "title": "${sixty}"`)
      copy.replace('locales/fr/about.json', '"meta": {\n    "title": "Qui sommes-nous"', '"meta": {\n    "title": "À propos de {{brand}}"')
    }
    expect(checkAfter(withPlaceholder)).toEqual([])
  })

  it('a language folder and the language list that disagree', () => {
    const found = checkAfter((copy) => copy.run('cp -r locales/fr locales/de'), { languageCodes: ['en', 'fr', 'es'] })
    expect(found).toEqual([
      expect.objectContaining({ file: 'locales/de/', reason: expect.stringContaining('not in the language list') }),
      expect.objectContaining({ file: 'src/i18n/languages.ts', reason: expect.stringContaining('locales/es/ does not exist') }),
    ])
  })
})

describe('keys used in code', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())

  it('a key the code uses that English lacks is an error at the line of code; a key nothing uses is a warning', () => {
    copy = new ProjectCopy()
    copy.write('src/example.tsx', "export const Example = ({ t }: { t: (key: string) => string }) => (\n  <p>{t('hero.subtitle')}</p>\n)\n")
    copy.replace('locales/en/home.json', '"breadcrumb": "Home"', '"breadcrumb": "Home",\n    "unusedNote": "Nobody reads this"')
    copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": "Accueil",\n    "unusedNote": "Personne ne lit ceci"')
    confirmTranslations(copy.root, 'fr', ['home:meta.unusedNote'])
    expect(checkLocales(copy.root)).toEqual([
      expect.objectContaining({
        level: 'error',
        file: 'src/example.tsx',
        line: 2,
        key: 'hero.subtitle',
        reason: expect.stringContaining('not a key'),
      }),
      expect.objectContaining({
        level: 'warning',
        file: 'locales/en/home.json',
        line: 7,
        key: 'meta.unusedNote',
        reason: expect.stringContaining('not used'),
      }),
    ])
  })
})
