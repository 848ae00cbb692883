import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ProjectCopy, repoRoot } from '../support/project-copy.ts'

type Json = Record<string, unknown>

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name)
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path]
  })
}

/** The files of the copy that differ from the project's, or are new. */
function touched(copy: ProjectCopy): string[] {
  return ['src', 'scripts', 'workspace', 'locales']
    .flatMap((folder) => filesUnder(copy.root, folder))
    .filter((path) => {
      const before = join(repoRoot, path)
      try {
        return !readFileSync(before).equals(readFileSync(join(copy.root, path)))
      } catch {
        return true
      }
    })
    .sort()
}

const addWord = (copy: ProjectCopy, language: string, title: string) => {
  const path = `locales/${language}/about.json`
  const words = JSON.parse(copy.read(path)) as Json
  copy.write(path, `${JSON.stringify({ ...words, awards: { items: { webAwards: { title } } } }, null, 2)}\n`)
}

/**
 * A developer adds a collection of the studio's awards as docs/content.md says: its data, its record in
 * src/content/collections.ts, and its words in each language; the section that shows them is the fourth file.
 * The content check, the locale check and the workspace then take it with no other change.
 */
describe('a new content collection', () => {
  const copy = new ProjectCopy()
  afterAll(() => copy.remove())

  copy.write('src/content/data/awards.json', `${JSON.stringify({ awards: [{ id: 'webAwards', year: 2024 }] }, null, 2)}\n`)
  copy.replace('src/content/collections.ts', "import type { z } from 'zod'", "import { z } from 'zod'")
  copy.replace(
    'src/content/collections.ts',
    '\n]\n\nexport const collectionOf',
    `
  defineCollection({
    file: 'awards.json',
    schema: z.strictObject({ awards: z.array(z.strictObject({ id: z.string(), year: z.number().int().min(2000) })) }),
    title: 'Awards',
    about: 'The prizes the studio has won, on the About page.',
    page: 'about',
    lists: [
      {
        list: 'awards',
        ...worded({ namespace: 'about', keys: (id) => ({ titleKey: \`awards.items.\${id}.title\` }) }),
        title: 'Awards',
        one: 'award',
      },
    ],
  }),
]

export const collectionOf`,
  )
  addWord(copy, 'en', 'Best studio website, Ghana Web Awards')
  addWord(copy, 'fr', 'Meilleur site de studio, Ghana Web Awards')

  it('takes four files: its data, its record, and its words in English and French', () => {
    expect(touched(copy)).toEqual([
      'locales/en/about.json',
      'locales/fr/about.json',
      'src/content/collections.ts',
      'src/content/data/awards.json',
    ])
  })

  it('is checked, its words found, and listed by the workspace', async () => {
    const { checkContent } = (await import(
      join(copy.root, 'scripts/content/check-content.ts')
    )) as typeof import('../../scripts/content/check-content.ts')
    const { workspaceContent } = (await import(
      join(copy.root, 'workspace/server/workspace-content.ts')
    )) as typeof import('../../workspace/server/workspace-content.ts')
    const { collectionOf } = (await import(
      join(copy.root, 'src/content/collections.ts')
    )) as typeof import('../../src/content/collections.ts')
    const { checkLocales } = (await import(
      join(copy.root, 'scripts/i18n/check-locales.ts')
    )) as typeof import('../../scripts/i18n/check-locales.ts')
    const ofAwards = <Found extends { file: string; key?: string }>(problems: Found[]) =>
      problems.filter(({ file, key }) => file.includes('awards') || key?.includes('awards'))

    expect(ofAwards(checkContent(copy.root))).toEqual([])
    // Neither unused nor unknown: the locale check counts the words the data names; French waits to be confirmed, as any.
    expect(ofAwards(checkLocales(copy.root)).map(({ reason }) => reason)).toEqual([
      expect.stringContaining('npm run i18n:confirm -- fr about:awards.items.webAwards.title'),
    ])
    expect(
      ofAwards(checkContent(copy.root, undefined, { data: new Map([['awards.json', { awards: [{ id: 'webAwards', year: 1999 }] }]]) })),
    ).toEqual([expect.objectContaining({ level: 'error', path: ['awards', 0, 'year'], key: 'awards[0] "webAwards" › year' })])
    expect(
      ofAwards(
        checkContent(copy.root, undefined, {
          texts: [{ language: 'fr', namespace: 'about', key: 'awards.items.webAwards.title', text: '' }],
        }),
      ),
    ).toEqual([expect.objectContaining({ path: ['awards', 0], reason: expect.stringContaining('awards.items.webAwards.title') })])

    const content = workspaceContent(copy.root)
    expect(content.files.find(({ file }) => file === 'awards.json')).toMatchObject({ data: { awards: [{ id: 'webAwards' }] } })
    expect(content.words.fr?.['about:awards.items.webAwards.title']).toBe('Meilleur site de studio, Ghana Web Awards')
    expect(collectionOf('awards.json')).toMatchObject({ title: 'Awards', page: 'about' })
  })
})
