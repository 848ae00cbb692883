import { afterEach, describe, expect, it } from 'vitest'
import { checkLocales } from '../../scripts/i18n/check-locales.ts'
import { confirmTranslations } from '../../scripts/i18n/confirm.ts'
import { staleList, translationStatus } from '../../scripts/i18n/status.ts'
import { readTranslatedFrom } from '../../scripts/i18n/translated-from.ts'
import { ProjectCopy, repoRoot } from '../support/project-copy.ts'

describe('translations that never go stale', () => {
  let copy: ProjectCopy | undefined
  afterEach(() => copy?.remove())

  it('every French text of today is on record as made from today’s English', () => {
    expect(staleList(translationStatus(repoRoot))).toMatch(/^Needs review: none/)
  })

  it('an English text that changes flags its French by key, as a warning and in the status; confirming clears it', () => {
    copy = new ProjectCopy()
    copy.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us Today: {{phone}}"')

    const problems = checkLocales(copy.root, { code: false })
    expect(problems).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'locales/fr/home.json',
        line: 11,
        key: 'hero.callNow',
        reason: expect.stringContaining('the English changed from “Call Now: {{phone}}” to “Call Us Today: {{phone}}”'),
      }),
    ])
    expect(problems[0]!.reason).toContain('npm run i18n:confirm -- fr home:hero.callNow')
    const status = staleList(translationStatus(copy.root))
    expect(status).toContain('Needs review: 1 translation')
    expect(status).toContain('fr home:hero.callNow: English was “Call Now: {{phone}}”, now “Call Us Today: {{phone}}”')
    const french = copy.read('locales/fr/home.json')

    expect(confirmTranslations(copy.root, 'fr', ['home:hero.callNow'])).toEqual({ confirmed: ['home:hero.callNow'], refused: [] })
    expect(checkLocales(copy.root, { code: false })).toEqual([])
    expect(readTranslatedFrom(copy.root).fr?.['home:hero.callNow']).toBe('Call Us Today: {{phone}}')
    expect(copy.read('locales/fr/home.json')).toBe(french)
  })

  it('a plural key is confirmed with all its forms by its name without the ending', () => {
    copy = new ProjectCopy()
    copy.replace('locales/en/portfolio.json', '"Showing {{count}} projects"', '"{{count}} projects shown"')
    const flagged = checkLocales(copy.root, { code: false }).map(({ key }) => key)
    expect(flagged.sort()).toEqual(['filter.showing_many', 'filter.showing_other'])
    expect(confirmTranslations(copy.root, 'fr', ['portfolio:filter.showing']).confirmed.sort()).toEqual([
      'portfolio:filter.showing_many',
      'portfolio:filter.showing_one',
      'portfolio:filter.showing_other',
    ])
    expect(checkLocales(copy.root, { code: false })).toEqual([])
  })

  it('a new key translated with it is flagged until confirmed; an unknown or untranslated key is refused', () => {
    copy = new ProjectCopy()
    copy.replace('locales/en/home.json', '"breadcrumb": "Home"', '"breadcrumb": "Home",\n    "tagline": "Built in Accra"')
    copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": "Accueil",\n    "tagline": "Conçu à Accra"')
    expect(checkLocales(copy.root, { code: false })).toEqual([
      expect.objectContaining({
        level: 'warning',
        key: 'meta.tagline',
        reason: expect.stringContaining('nothing records which English it was translated from'),
      }),
    ])
    copy.replace('locales/en/home.json', '"breadcrumb": "Home"', '"breadcrumb": "Home",\n    "slogan": "Yours"')
    expect(confirmTranslations(copy.root, 'fr', ['home:meta.tagline', 'home:meta.slogan', 'home:meta.nothing'])).toEqual({
      confirmed: ['home:meta.tagline'],
      refused: [
        expect.stringContaining('home:meta.slogan: has no fr translation yet'),
        expect.stringContaining('home:meta.nothing: no such key'),
      ],
    })
    expect(confirmTranslations(copy.root, 'de', ['home:meta.tagline']).refused).toEqual([
      expect.stringContaining('“de” is not a translated language'),
    ])
  })
})
