import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content/check-content.ts'
import { formatProblems } from '../../scripts/i18n/problems.ts'
import { vikeBin } from '../../scripts/vike-bin.ts'
import { ProjectCopy } from '../support/project-copy.ts'

/** The check of src/content/data/ (npm run content:check, and the build's), on a copy an editor changes. */

let copy: ProjectCopy
beforeEach(() => {
  copy?.remove()
  copy = new ProjectCopy()
})
afterAll(() => copy.remove())

type Json = Record<string, unknown>
const edit = (file: string, change: (data: Json) => void) => {
  const path = `src/content/data/${file}`
  const data = JSON.parse(copy.read(path)) as Json
  change(data)
  copy.write(path, `${JSON.stringify(data, null, 2)}\n`)
}
const editWords = (language: string, namespace: string, change: (words: Json) => void) => {
  const path = `locales/${language}/${namespace}.json`
  const words = JSON.parse(copy.read(path)) as Json
  change(words)
  copy.write(path, `${JSON.stringify(words, null, 2)}\n`)
}
const lines = () => formatProblems(checkContent(copy.root)).split('\n').filter(Boolean)
const errors = () => lines().filter((line) => line.startsWith('✗'))
const entries = <Entry = Json>(data: Json, list: string) => data[list] as Entry[]

describe('the content check', () => {
  it('passes the data as it is', () => {
    expect(lines()).toEqual([])
  })

  it('refuses budgets a visitor could not tell apart: a bracket that runs backwards or overlaps the next', () => {
    edit('form-choices.json', (data) => {
      const budgets = entries<{ from?: number; to?: number }>(data, 'budgets')
      budgets[1]!.from = 1600
      budgets[2]!.to = 6000
    })
    expect(errors()).toEqual([
      '✗ error   src/content/data/form-choices.json › budgets[1] "from500To1500" › to: must be more than its from (1600)',
      '✗ error   src/content/data/form-choices.json › budgets[3] "over5000" › amount: must be at least 6000, where the budget before it ends',
    ])
  })

  it('names the file, the entry, the field and the reason of a fact that breaks its schema', () => {
    edit('plans.json', (data) => {
      entries(data, 'plans')[1]!.priceUsd = '250$'
    })
    edit('projects.json', (data) => {
      entries<{ technologies: string[]; image: Json }>(data, 'projects')[0]!.technologies = []
      entries<{ image: Json }>(data, 'projects')[8]!.image.width = 800.5
      entries(data, 'projects')[2]!.art = 'poster'
    })
    edit('studio.json', (data) => {
      ;(data.claims as Json).certification = 'yes'
    })
    expect(errors()).toEqual([
      '✗ error   src/content/data/plans.json › plans[1] "superGrowth" › priceUsd: expected a number, got "250$"',
      '✗ error   src/content/data/projects.json › projects[0] "mediTrack" › technologies: must list at least 1',
      expect.stringMatching(
        /^✗ error {3}src\/content\/data\/projects\.json › projects\[2\] "payQuick" › art: must be one of "appointments", .*got "poster"$/,
      ),
      '✗ error   src/content/data/projects.json › projects[8] "clinicBook" › image.width: expected a whole number, got 800.5',
      '✗ error   src/content/data/studio.json › claims.certification: must be one of "certified", "notCertified", got "yes"',
    ])
  })

  it('refuses a file that is not JSON, at its line, and a field it does not know', () => {
    copy.replace('src/content/data/faqs.json', '{ "id": "cost" }, ', '{ "id": "cost" } ')
    edit('services.json', (data) => {
      entries(data, 'services')[0]!.colour = 'teal'
    })
    expect(errors()).toEqual([
      expect.stringMatching(/^✗ error {3}src\/content\/data\/faqs\.json:\d+:\d+: is not valid JSON/),
      '✗ error   src/content/data/services.json › services[0] "appDevelopment" › colour: "colour" is not a field here: check its spelling, or remove it',
    ])
  })

  it('refuses an id used twice, a category no list has, and an answer missing what it needs', () => {
    edit('faqs.json', (data) => entries(data, 'faqs').push({ id: 'cost' }))
    edit('projects.json', (data) => {
      entries(data, 'projects')[3]!.category = 'space-travel'
    })
    edit('studio.json', (data) => {
      ;(data.privacy as Json).legalName = 'Sankofa Digital Ltd'
    })
    expect(errors()).toEqual([
      '✗ error   src/content/data/faqs.json › faqs[6] "cost" › id: "cost" is already the id of entry 1',
      expect.stringContaining('src/content/data/projects.json › projects[3] "homeFinder" › category: "space-travel" is not a slug of'),
      '✗ error   src/content/data/studio.json › privacy.postalAddress: is needed with legalName: the notice opens with both',
    ])
  })

  it('refuses a fourth featured project, which the home page’s grid of three has no room for', () => {
    edit('projects.json', (data) => {
      entries(data, 'projects')[3]!.featured = true
    })
    expect(errors()).toEqual([
      expect.stringMatching(/projects\[3\] "homeFinder" › featured: 4 projects are featured, and the home page has room for 3/),
    ])
  })

  it('asks for the English words of a new entry; its missing translation is a notice, not an error', () => {
    edit('faqs.json', (data) => entries(data, 'faqs').push({ id: 'hosting' }))
    expect(errors()).toEqual([
      '✗ error   src/content/data/faqs.json › faqs[6] "hosting": has no English words: add faq.items.hosting.question, faq.items.hosting.answer to locales/en/home.json',
    ])
    editWords('en', 'home', (words) => {
      ;((words.faq as Json).items as Json).hosting = { question: 'Do you host websites?', answer: 'Yes, in Accra and Europe.' }
    })
    expect(errors()).toEqual([])
    expect(lines()).toEqual([
      '⚠ warning src/content/data/faqs.json › faqs[6] "hosting": missing translation: add faq.items.hosting.question, faq.items.hosting.answer to locales/fr/home.json',
    ])
    editWords('fr', 'home', (words) => {
      ;((words.faq as Json).items as Json).hosting = { question: 'Hébergez-vous les sites\u202f?', answer: 'Oui, à Accra et en Europe.' }
    })
    expect(lines()).toEqual([])
  })

  it('wants a photo of our own in src/content/photos/, described in English and French', async () => {
    edit('projects.json', (data) => {
      const projects = entries<{ image: Json }>(data, 'projects')
      projects[0]!.image = { file: 'medi-track.jpg', width: 800, height: 500 }
      projects[1]!.image = { file: 'edu-learn.jpg', id: 'photo-1503676260728-1c00da094a0b', width: 800, height: 500 }
      projects[2]!.image = { file: 'IMG 0042.HEIC', width: 800, height: 500 }
    })
    expect(errors()).toEqual([
      '✗ error   src/content/data/projects.json › projects[1] "eduLearn" › image.id: "id" is not a field here: check its spelling, or remove it',
      '✗ error   src/content/data/projects.json › projects[2] "payQuick" › image.file: must be the name of a file in src/content/photos/, such as clinic-book.jpg, got "IMG 0042.HEIC"',
    ])
    edit('projects.json', (data) => {
      const projects = entries<{ image: Json }>(data, 'projects')
      projects[1]!.image = { id: 'photo-1503676260728-1c00da094a0b', width: 800, height: 500 }
      projects[2]!.image = { id: 'photo-1563986768609-322da13575f3', width: 800, height: 500 }
    })
    expect(errors()).toEqual([
      '✗ error   src/content/data/projects.json › projects[0] "mediTrack" › image.file: "medi-track.jpg" is not in src/content/photos/: add the photo with npm run photo:add or the workspace',
    ])
    const photo = sharp({ create: { width: 80, height: 50, channels: 3, background: '#147a6e' } })
    mkdirSync(join(copy.root, 'src/content/photos'), { recursive: true })
    await photo.jpeg().toFile(join(copy.root, 'src/content/photos/medi-track.jpg'))
    await photo.png().toFile(join(copy.root, 'src/content/photos/spare.png'))
    expect(lines()).toEqual(['⚠ warning src/content/photos/spare.png: no entry shows this photo: use it in a data file, or remove it'])

    for (const language of ['en', 'fr'])
      editWords(language, 'projects', (words) => {
        delete ((words.items as Json).mediTrack as Json).imageAlt
      })
    expect(errors()).toEqual([
      '✗ error   src/content/data/projects.json › projects[0] "mediTrack": has no English words: add items.mediTrack.imageAlt to locales/en/projects.json',
    ])
  })

  it('stops the build on a data error, naming file, entry, field and reason', () => {
    edit('plans.json', (data) => {
      entries(data, 'plans')[1]!.priceUsd = '250$'
    })
    const build = copy.run(`"${process.execPath}" "${vikeBin}" build`)
    expect(build.status).not.toBe(0)
    expect(build.output).toContain('src/content/data/plans.json › plans[1] "superGrowth" › priceUsd: expected a number, got "250$"')
  }, 120_000)
})
