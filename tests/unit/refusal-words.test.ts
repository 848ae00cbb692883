import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content/check-content.ts'
import { checkNewTexts } from '../../scripts/i18n/check-texts.ts'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import { readLocaleSet } from '../../scripts/i18n/locale-files.ts'
import { lengthLimitCodes } from '../../scripts/i18n/length-limits.ts'
import { refusalCodes } from '../../scripts/i18n/refusal-codes.ts'
import { metaKeys, placeholderIds, stringNotes } from '../../scripts/i18n/string-notes.ts'
import { ProjectCopy, repoRoot } from '../support/project-copy.ts'

type Words = { [name: string]: string | Words }
const wordsOf = (language: string) => JSON.parse(readFileSync(`${repoRoot}/locales/${language}/workspace.json`, 'utf8')) as Words
const englishRefusals = wordsOf('en').refusals as Words
const wordingOf = (words: Words, code: string) =>
  code.split('.').reduce<string | Words | undefined>((group, part) => (typeof group === 'object' ? group[part] : undefined), words)
const leaves = (words: Words, prefix = ''): string[] =>
  Object.entries(words).flatMap(([name, value]) => (typeof value === 'string' ? [`${prefix}${name}`] : leaves(value, `${prefix}${name}.`)))
const valuesNamed = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map(([, name]) => name).sort()
/** `group.code` is worded in English and in French, and both name the same values. */
const expectWorded = (group: 'refusals' | 'notes', code: string) => {
  const [english, french] = (['en', 'fr'] as const).map((language) => {
    const wording = wordingOf(wordsOf(language)[group] as Words, code)
    expect(wording, `${group}.${code} in locales/${language}/workspace.json`).toEqual(expect.any(String))
    return wording as string
  })
  expect(valuesNamed(french!)).toEqual(valuesNamed(english!))
}

/**
 * Every reason the studio's owner can meet carries a code, which the workspace words from workspace.json in its
 * interface's language (`refusals.<code>`): a code without its English and French wording fails here.
 */
describe('the checks’ reasons, worded in each language of the workspace', () => {
  it.each(refusalCodes)('%s has its English and its French, naming the same values', (code) => expectWorded('refusals', code))

  it('words no code that no check gives', () => {
    expect(leaves(englishRefusals).filter((code) => !refusalCodes.includes(code))).toEqual([])
  })

  it('the locale check of a text gives each of its reasons a code of the list', () => {
    const { files } = readLocaleSet(repoRoot)
    const glossary = readGlossary(repoRoot)
    const codesOf = (namespace: string, texts: Record<string, string>) =>
      checkNewTexts(files, glossary, 'fr', namespace, new Map(Object.entries(texts))).map(({ refusal }) => refusal?.code)
    const english = files.find(({ language, namespace }) => language === 'en' && namespace === 'home')!.strings
    const codes = [
      ...codesOf('home', {
        'hero.callNow': 'Appelez-nous : {{telephone}}',
        'hero.title': english.get('hero.title')!,
        'pricing.intro': 'Des forfaits mensuels qui regroupent votre site, l’automatisation et le marketing.',
        'services.intro': '',
        'faq.intro': "Des réponses rapides, à 40% près, en 2 semaines : l'essentiel, vraiment!",
      }),
      ...codesOf('common', { 'header.getQuote': 'Demandez votre devis gratuit', 'nav.home': 'Sankofa Digital' }),
    ]
    expect(codes).not.toContain(undefined)
    for (const code of codes) expect(refusalCodes).toContain(code)
    expect(new Set(codes)).toEqual(
      new Set([
        'placeholders',
        'typographyPlainSpaceBeforeSign',
        'sameAsEnglish',
        'termVariant',
        'empty',
        'typographySpaceBeforePercent',
        'typographySpaceBeforeUnit',
        'typographyStraightApostrophe',
        'typographyNoSpaceBeforeSign',
        'overLimitHeaderButton',
        'writesBrand',
        'overLimitMenuLink',
      ]),
    )
  })

  it('the content check gives a code of the list to the refusals of a draft', () => {
    const copy = new ProjectCopy()
    try {
      const draft = (change: (projects: Record<string, unknown>[]) => void) => {
        const data = JSON.parse(copy.read('src/content/data/projects.json')) as { projects: Record<string, unknown>[] }
        change(data.projects)
        return checkContent(copy.root, undefined, { data: new Map([['projects.json', data]]) }).filter(
          ({ level, file }) => level === 'error' && file.endsWith('projects.json'),
        )
      }
      // Facts of the wrong shape, then facts of the right shape that the other checks refuse.
      const found = [
        ...draft((projects) => {
          projects[0]!.durationWeeks = 'six'
          projects[2]!.technologies = []
        }),
        ...draft((projects) => {
          projects[1]!.category = 'farming'
          for (const project of projects.slice(0, 4)) project.featured = true
        }),
      ]
      expect(new Set(found.map(({ refusal }) => refusal?.code))).toEqual(
        new Set(['expectedNumber', 'atLeastItems', 'notAReference', 'tooManyFeatured']),
      )
      for (const { refusal } of found) expect(refusalCodes).toContain(refusal?.code)
    } finally {
      copy.remove()
    }
  })
})

/** A string's notes (where it shows, its limit, what to keep) come as codes too: each has its words in both languages. */
describe('the notes of a string, worded in each language of the workspace', () => {
  const codes = [
    ...placeholderIds.map((id) => `placeholders.${id}`),
    ...metaKeys.map((key) => `metaPlaces.${key.split('.').pop()}`),
    ...lengthLimitCodes().map((code) => `limits.${code}`),
  ]
  it.each(codes)('%s has its English and its French, naming the same values', (code) => expectWorded('notes', code))

  it('a page title’s notes: where it shows, its limit, and each placeholder and tag to keep, by code', () => {
    const notesOf = stringNotes('home', 'meta.title', 'Web design in Accra {{brand}} <1>now</1>', 'fr').notes
    expect(notesOf).toEqual([
      { code: 'where', pages: ['home'], meta: 'meta.title' },
      expect.objectContaining({ code: 'limit', limit: 'overLimitTitle', max: 60 }),
      { code: 'keep', marker: '{{brand}}', meaning: 'brand' },
      { code: 'keep', marker: '<1>', meaning: 'tag' },
      { code: 'keep', marker: '</1>', meaning: 'tag' },
    ])
  })
})
