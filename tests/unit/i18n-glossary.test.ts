import { afterEach, describe, expect, it } from 'vitest'
import { checkLocales } from '../../scripts/i18n/check-locales.ts'
import { importPo, exportPo } from '../../scripts/i18n/po-file.ts'
import { termProblemsOf, type GlossaryTerm } from '../../scripts/i18n/glossary-terms.ts'
import { ProjectCopy } from '../support/project-copy.ts'

/** The glossary's terms and the same English translated alike, as the check, the PO import and the workspace see them. */
describe('the glossary’s terms', () => {
  let copy: ProjectCopy
  afterEach(() => copy?.remove())

  it('names a forbidden variant with the key and the term: « forfait » where the English says plan', () => {
    copy = new ProjectCopy()
    copy.replace('locales/fr/home.json', 'Des formules mensuelles', 'Des forfaits mensuels')
    const found = checkLocales(copy.root, { code: false }).filter(({ level }) => level === 'error')
    expect(found).toEqual([
      expect.objectContaining({
        file: 'locales/fr/home.json',
        key: 'pricing.intro',
        reason: "says « forfaits » where the English says “plan”: the glossary's term is « formule »",
      }),
    ])
  })

  it('names a missing required term, but not a variant inside another term the English calls for, nor a kept name', () => {
    const terms: GlossaryTerm[] = [
      { english: 'digital', fr: { use: ['numérique'], not: ['digital'] } },
      { english: 'digital marketing', fr: { use: ['marketing digital'], not: ['marketing numérique'] } },
    ]
    const check = (english: string, french: string) =>
      termProblemsOf(english, french, 'fr', 'home', 'x', terms, ['Susu Digital Ventures']).map(({ reason }) => reason)
    expect(check('Digital marketing', 'Marketing digital')).toEqual([])
    expect(check('Digital marketing', 'Marketing numérique')).toEqual([
      "says « Marketing numérique » where the English says “digital marketing”: the glossary's term is « marketing digital »",
    ])
    expect(check('Digital marketing', 'Publicité en ligne')).toEqual([
      "is missing the glossary's term « marketing digital » for “digital marketing”, which the English says",
    ])
    expect(check('Digital tools and digital marketing', 'Des outils digitaux et le marketing digital')).toEqual([
      "is missing the glossary's term « numérique » for “digital”, which the English says",
    ])
    expect(check('Susu Digital Ventures', 'Susu Digital Ventures')).toEqual([])
    // A placeholder is not a word: {{email}} does not call for « e-mail ».
    expect(
      termProblemsOf(
        'Write to {{email}}',
        'Écrire à {{email}}',
        'fr',
        'contact',
        'x',
        [{ english: 'e-mail', match: ['email'], fr: { use: ['e-mail'] } }],
        [],
      ),
    ).toEqual([])
  })

  it('the PO import refuses a text that breaks a term, with its key and the term, and keeps the one there', () => {
    copy = new ProjectCopy()
    const { po } = exportPo(copy.root, 'fr')
    const before = copy.read('locales/fr/common.json')
    const broken = po.replace('msgstr "Réalisations"', 'msgstr "Le portfolio"')
    expect(broken).not.toBe(po)
    const { refused } = importPo(copy.root, Buffer.from(broken), 'fr.po')
    expect(refused).toContainEqual(
      expect.objectContaining({
        key: 'common:nav.portfolio',
        reason: expect.stringContaining("says « portfolio » where the English says “portfolio”: the glossary's term is « réalisations »"),
      }),
    )
    expect(copy.read('locales/fr/common.json')).toBe(before)
  })

  it('the guide’s term table is the glossary’s: a term changed in one and not the other is an error', () => {
    copy = new ProjectCopy()
    copy.replace('locales/glossary.json', '"forfait",', '"forfait", "pack",')
    expect(checkLocales(copy.root, { code: false })).toEqual([
      expect.objectContaining({ file: 'locales/README.md', reason: expect.stringContaining('run npm run i18n:guide') }),
    ])
    expect(copy.run('node scripts/i18n.ts guide').status).toBe(0)
    expect(copy.read('locales/README.md')).toContain('| forfait, pack, forfaits, plan, plans |')
    expect(checkLocales(copy.root, { code: false })).toEqual([])
  })
})

describe('the same English translated two ways', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())

  it('is a warning naming both keys', () => {
    copy = new ProjectCopy()
    copy.replace('locales/fr/home.json', '"title": "Nos services"', '"title": "Services proposés"')
    expect(checkLocales(copy.root, { code: false })).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'locales/fr/home.json',
        key: 'services.title',
        reason: expect.stringMatching(
          /translates “Our Services” as « Services proposés », but common:footer\.services\.title translates the same English as « Nos services »/,
        ),
      }),
    ])
  })
})
