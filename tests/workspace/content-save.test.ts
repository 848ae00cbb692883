import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content/check-content.ts'
import { saveContent, type ContentSaveRequest, type WordEdit } from '../../workspace/server/save-content.ts'
import { fileVersion } from '../../workspace/server/save-string.ts'
import { ProjectCopy } from '../support/project-copy.ts'

type Entry = { id: string } & Record<string, unknown>

describe('the workspace saves a data file and its entries’ words (workspace/server/save-content.ts)', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())

  const read = (file: string) => JSON.parse(copy.read(`src/content/data/${file}`)) as Record<string, Entry[]>
  /** A save as the workspace sends it: the file as read, changed by `edit`. */
  const request = (file: string, edit: (data: Record<string, Entry[]>) => void, words: WordEdit[] = []): ContentSaveRequest => {
    const text = copy.read(`src/content/data/${file}`)
    const data = JSON.parse(text) as Record<string, Entry[]>
    edit(data)
    return { file, data, version: fileVersion(text), words }
  }
  const word = (language: string, namespace: string, key: string, text: string): WordEdit => ({
    language,
    namespace,
    key,
    text,
    base: undefined,
  })
  const solarGrid = {
    id: 'solarGrid',
    category: 'web-development',
    durationWeeks: 7,
    featured: false,
    image: { id: 'photo-1509391366360-2e959784a276', width: 800, height: 500 },
    technologies: ['React', 'Go'],
  }
  const solarGridWords = Object.entries({
    title: 'SolarGrid',
    description: 'A dashboard for a solar installer.',
    problem: 'Installers tracked panels on paper.',
    solution: 'One dashboard for every site.',
    results: 'Half the site visits.',
    client: 'Accra Solar',
    imageAlt: 'Solar panels on a roof in Accra',
  }).map(([name, text]) => word('en', 'projects', `items.solarGrid.${name}`, text))

  it('writes a changed price as the one changed line, through a new file renamed into place', async () => {
    copy = new ProjectCopy()
    const path = join(copy.root, 'src/content/data/plans.json')
    const before = copy.read('src/content/data/plans.json')
    const inode = statSync(path).ino
    const result = await saveContent(
      copy.root,
      request('plans.json', (data) => (data.plans![1]!.priceUsd = 275)),
    )
    const after = copy.read('src/content/data/plans.json')
    expect(result).toEqual({
      status: 'saved',
      file: 'src/content/data/plans.json',
      version: fileVersion(after),
      written: ['src/content/data/plans.json'],
    })
    expect(after.split('\n').filter((line, index) => line !== before.split('\n')[index])).toEqual(['      "priceUsd": 275,'])
    expect(statSync(path).ino).not.toBe(inode)
    expect(readdirSync(join(copy.root, 'src/content/data')).filter((name) => name.startsWith('.'))).toEqual([])
  })

  it('refuses a fact its schema does not accept, with the content check’s file, entry, field and reason; the file stays', async () => {
    copy = new ProjectCopy()
    const before = copy.read('src/content/data/plans.json')
    const result = await saveContent(
      copy.root,
      request('plans.json', (data) => (data.plans![1]!.priceUsd = '250$')),
    )
    expect(result).toEqual({
      status: 'refused',
      reasons: ['src/content/data/plans.json › plans[1] "superGrowth" › priceUsd: expected a number, got "250$"'],
      // The same finding with its place as keys and indexes and its code, for the workspace to word it.
      problems: [
        {
          file: 'src/content/data/plans.json',
          key: 'plans[1] "superGrowth" › priceUsd',
          path: ['plans', 1, 'priceUsd'],
          reason: 'expected a number, got "250$"',
          refusal: { code: 'expectedNumber', values: { got: '"250$"' } },
        },
      ],
      words: [],
    })
    const projects = await saveContent(
      copy.root,
      request('projects.json', (data) => (data.projects![0]!.category = 'farming')),
    )
    expect(projects).toMatchObject({
      status: 'refused',
      reasons: [
        expect.stringMatching(/^src\/content\/data\/projects\.json › projects\[0\] "mediTrack" › category: "farming" is not a slug of/),
      ],
    })
    expect(copy.read('src/content/data/plans.json')).toBe(before)
  })

  it('never overwrites a file changed on disk since it was read: it answers with what differs, and saves once told to', async () => {
    copy = new ProjectCopy()
    const mine = request('plans.json', (data) => (data.plans![0]!.priceUsd = 160))
    copy.replace('src/content/data/plans.json', '"priceUsd": 150', '"priceUsd": 175')
    const onDisk = copy.read('src/content/data/plans.json')
    const result = await saveContent(copy.root, mine)
    expect(result).toEqual({
      status: 'conflict',
      file: 'src/content/data/plans.json',
      version: fileVersion(onDisk),
      differences: [{ place: 'plans[0] "businessGrowth" › priceUsd', disk: '175', mine: '160' }],
      words: [],
    })
    expect(copy.read('src/content/data/plans.json')).toBe(onDisk)
    expect(await saveContent(copy.root, { ...mine, version: fileVersion(onDisk) })).toMatchObject({ status: 'saved' })
    expect(read('plans.json').plans![0]!.priceUsd).toBe(160)
  })

  it('takes two saves of one file sent at the same moment one after the other: the second, based on the old file, is a conflict', async () => {
    copy = new ProjectCopy()
    const first = request('plans.json', (data) => (data.plans![0]!.priceUsd = 160))
    const second = request('plans.json', (data) => (data.plans![1]!.priceUsd = 275))
    const [one, two] = await Promise.all([saveContent(copy.root, first), saveContent(copy.root, second)])
    expect(one).toMatchObject({ status: 'saved' })
    expect(two).toMatchObject({
      status: 'conflict',
      differences: [
        { place: 'plans[0] "businessGrowth" › priceUsd', disk: '160', mine: '150' },
        { place: 'plans[1] "superGrowth" › priceUsd', disk: '250', mine: '275' },
      ],
    })
    expect(read('plans.json').plans![0]!.priceUsd).toBe(160)
  })

  it('never overwrites a word changed on disk since it was read', async () => {
    copy = new ProjectCopy()
    const english = JSON.parse(copy.read('locales/en/home.json')).pricing.plans.eliteGrowth.name as string
    const mine = request('plans.json', () => {}, [{ ...word('en', 'home', 'pricing.plans.eliteGrowth.name', 'Elite'), base: english }])
    copy.replace('locales/en/home.json', `"name": "${english}"`, '"name": "Elite Plus"')
    const onDisk = copy.read('locales/en/home.json')
    expect(await saveContent(copy.root, mine)).toMatchObject({
      status: 'conflict',
      differences: [],
      words: [{ language: 'en', namespace: 'home', key: 'pricing.plans.eliteGrowth.name', disk: 'Elite Plus', mine: 'Elite' }],
    })
    expect(copy.read('locales/en/home.json')).toBe(onDisk)
  })

  it('adds a project with its English words where the list says; its French is then a missing translation, not a refusal', async () => {
    copy = new ProjectCopy()
    const englishBefore = copy.read('locales/en/projects.json')
    const result = await saveContent(
      copy.root,
      request('projects.json', (data) => data.projects!.splice(1, 0, solarGrid), solarGridWords),
    )
    expect(result).toMatchObject({ status: 'saved', written: ['src/content/data/projects.json', 'locales/en/projects.json'] })
    expect(
      read('projects.json')
        .projects!.map(({ id }) => id)
        .slice(0, 3),
    ).toEqual(['mediTrack', 'solarGrid', 'eduLearn'])
    expect(read('projects.json').projects![1]).toEqual(solarGrid)
    const english = JSON.parse(copy.read('locales/en/projects.json')) as { items: Record<string, Record<string, string>> }
    expect(english.items.solarGrid).toEqual(Object.fromEntries(solarGridWords.map(({ key, text }) => [key.split('.').pop(), text])))
    // The other projects' words are where they were: the new ones come after them, in one block.
    expect(copy.read('locales/en/projects.json').startsWith(englishBefore.slice(0, englishBefore.lastIndexOf('\n    }\n  }')))).toBe(true)
    expect(checkContent(copy.root).filter(({ level }) => level === 'error')).toEqual([])
    expect(checkContent(copy.root)).toEqual([
      expect.objectContaining({
        level: 'warning',
        file: 'src/content/data/projects.json',
        key: 'projects[1] "solarGrid"',
        reason: expect.stringMatching(/^missing translation: add items\.solarGrid\.title, .* to locales\/fr\/projects\.json$/),
      }),
    ])
  })

  it('writes the French words of a new entry against its new English, and records them as checked', async () => {
    copy = new ProjectCopy()
    const french = solarGridWords.map(({ key }) =>
      word('fr', 'projects', key, key.endsWith('.title') ? 'Le réseau solaire' : 'Un texte en français.'),
    )
    const result = await saveContent(
      copy.root,
      request('projects.json', (data) => data.projects!.push(solarGrid), [...solarGridWords, ...french]),
    )
    expect(result).toMatchObject({
      status: 'saved',
      written: ['src/content/data/projects.json', 'locales/en/projects.json', 'locales/fr/projects.json'],
    })
    expect(JSON.parse(copy.read('locales/fr/projects.json')).items.solarGrid.client).toBe('Un texte en français.')
    expect(JSON.parse(copy.read('locales/translated-from.json')).fr['projects:items.solarGrid.client']).toBe('Accra Solar')
    expect(checkContent(copy.root).filter(({ level }) => level === 'error')).toEqual([])
  })

  it('refuses a new entry without its English words, and a word that breaks a rule of the locale check', async () => {
    copy = new ProjectCopy()
    const before = copy.read('src/content/data/projects.json')
    expect(
      await saveContent(
        copy.root,
        request('projects.json', (data) => data.projects!.push(solarGrid)),
      ),
    ).toMatchObject({
      status: 'refused',
      reasons: [
        expect.stringMatching(
          /^src\/content\/data\/projects\.json › projects\[12\] "solarGrid": has no English words: add items\.solarGrid\.title/,
        ),
      ],
      problems: [{ path: ['projects', 12], refusal: { code: 'noEnglishWords' } }],
    })
    const badFrench = word('fr', 'projects', 'items.solarGrid.title', 'Solaire : le tableau')
    expect(
      await saveContent(
        copy.root,
        request('projects.json', (data) => data.projects!.push(solarGrid), [...solarGridWords, badFrench]),
      ),
    ).toMatchObject({
      status: 'refused',
      reasons: [expect.stringMatching(/^locales\/fr\/projects\.json › items\.solarGrid\.title: has a plain space before/)],
      problems: [],
      words: [{ id: 'projects:items.solarGrid.title', language: 'fr', refusal: { code: 'typographyPlainSpaceBeforeSign' } }],
    })
    expect(copy.read('src/content/data/projects.json')).toBe(before)
    expect(copy.read('locales/en/projects.json')).not.toContain('solarGrid')
  })

  it('reorders, duplicates and removes entries as the list is sent: the array is the page’s order', async () => {
    copy = new ProjectCopy()
    const ids = read('faqs.json').faqs!.map(({ id }) => id)
    const result = await saveContent(
      copy.root,
      request('faqs.json', (data) => {
        const [first] = data.faqs!.splice(0, 1)
        data.faqs!.push(first!)
      }),
    )
    expect(result).toMatchObject({ status: 'saved' })
    expect(read('faqs.json').faqs!.map(({ id }) => id)).toEqual([...ids.slice(1), ids[0]])
    const plans = request('plans.json', (data) => {
      data.plans![0]!.features = ['website', 'seo']
    })
    expect(await saveContent(copy.root, plans)).toMatchObject({ status: 'saved' })
    expect(read('plans.json').plans![0]!.features).toEqual(['website', 'seo'])
    expect(copy.read('src/content/data/plans.json')).toContain('"features": ["website", "seo"]')
  })

  it('writes only words of the file’s entries, in the site’s languages, and only files of the content', async () => {
    copy = new ProjectCopy()
    const before = copy.read('locales/en/home.json')
    expect(
      await saveContent(
        copy.root,
        request('plans.json', () => {}, [word('en', 'home', 'hero.title', 'Hacked')]),
      ),
    ).toEqual({
      status: 'unknown',
      reasons: ['home:hero.title is not a word of an entry of plans.json'],
    })
    expect(await saveContent(copy.root, { ...request('plans.json', () => {}), file: '../../package.json' })).toMatchObject({
      status: 'unknown',
    })
    expect(copy.read('locales/en/home.json')).toBe(before)
  })
})
