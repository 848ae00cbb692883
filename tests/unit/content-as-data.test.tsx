import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageId } from '../../src/content/pages.ts'
import { pagePath } from '../../src/i18n/localized-path.ts'
import { disclosuresOf, headings, linesOf, mainOf, textOf } from '../support/prerendered-html.ts'

/**
 * Adding, removing or reordering an entry is a change to src/content/data/ and locales/ only: here the data files
 * are changed as an editor would change them, the new words given, and the pages rendered with no other change.
 */

type Entry = { id: string } & Record<string, unknown>

/** Each data file, changed as an editor would change it. */
const edits: Record<string, (data: Record<string, unknown>) => void> = {
  'projects.json': (data) => {
    const projects = data.projects as Entry[]
    projects.unshift({
      id: 'solarGrid',
      category: 'iot',
      durationWeeks: 9,
      featured: true,
      image: { id: 'photo-1509391366360-2e959784a276', width: 800, height: 500 },
      technologies: ['Rust', 'MQTT'],
    })
  },
  'plans.json': (data) => {
    const plans = (data.plans as (Entry & { features: string[] })[]).reverse()
    const superGrowth = plans.find(({ id }) => id === 'superGrowth')!
    superGrowth.features = [...superGrowth.features.filter((feature) => feature !== 'analytics'), 'newsletter']
  },
  'services.json': (data) => {
    data.services = [{ id: 'seo', icon: 'globe' }, ...(data.services as Entry[]).filter(({ id }) => id !== 'graphicDesign')]
  },
  'faqs.json': (data) => {
    ;(data.faqs as Entry[]).unshift({ id: 'hosting' })
  },
  'testimonials.json': (data) => {
    ;(data.home as Entry[]).push({ id: 'bakery', rating: 4 })
  },
  'team.json': (data) => {
    ;(data.members as Entry[]).push({ id: 'designer', image: { id: 'photo-1494790108377-be9c29b29330', width: 384, height: 384 } })
  },
}

/** The words an editor adds beside the data, in English. */
const newWords = {
  projects: {
    items: {
      solarGrid: {
        title: 'SolarGrid',
        description: 'Solar panels that report their output.',
        problem: 'Nobody knew when a panel failed.',
        solution: 'We built a monitoring service.',
        results: 'Failures found within the hour.',
        client: 'Volta Energy, Tema',
        imageAlt: 'Solar panels on a roof',
      },
    },
  },
  home: {
    pricing: { plans: { superGrowth: { features: { newsletter: 'A monthly newsletter' } } } },
    services: { items: { seo: { title: 'Search Engines', description: 'Be found on Google.' } } },
    faq: { items: { hosting: { question: 'Do you host websites?', answer: 'Yes, close to your visitors.' } } },
    testimonials: {
      items: { bakery: { name: 'Efua Owusu', company: 'Golden Crust', location: 'Cape Coast', content: 'Orders doubled.' } },
    },
  },
  about: { team: { members: { designer: { name: 'Akosua Boateng', role: 'Designer', bio: 'Draws every screen.', imageAlt: 'Akosua' } } } },
}

let renderPage: (page: PageId) => Promise<Element>

// Test files share their modules (vitest.config.ts): the app is loaded afresh over the changed data, then dropped.
beforeAll(async () => {
  vi.resetModules()
  for (const [file, edit] of Object.entries(edits)) {
    vi.doMock(`../../src/content/data/${file}`, async (importOriginal: () => Promise<{ default: Record<string, unknown> }>) => {
      const data = structuredClone((await importOriginal()).default)
      edit(data)
      return { default: data }
    })
  }
  const [{ SiteApp }, { createI18n }, { serverResources }, { renderToHtml }] = await Promise.all([
    import('../../src/app/site-app.tsx'),
    import('../../src/i18n/create-i18n.ts'),
    import('../../src/i18n/server-resources.ts'),
    import('../support/render-html.tsx'),
  ])
  renderPage = async (page) => {
    const i18n = createI18n('en', serverResources('en'))
    for (const [namespace, words] of Object.entries(newWords)) i18n.addResourceBundle('en', namespace, words, true, true)
    return mainOf(await renderToHtml(<SiteApp />, { i18n, location: pagePath({ page }, 'en') }))
  }
})

afterAll(() => {
  for (const file of Object.keys(edits)) vi.doUnmock(`../../src/content/data/${file}`)
  vi.resetModules()
})

describe('content changed in the data files and locales only', () => {
  it('lists a new project first in the portfolio, and features it on the home page', async () => {
    const cards = [...(await renderPage('portfolio')).querySelectorAll('article')]
    expect(cards).toHaveLength(13)
    expect(textOf(cards[0]?.querySelector('h3'))).toBe('SolarGrid')
    expect(linesOf(cards[0]!)).toEqual(expect.arrayContaining(['Volta Energy, Tema', 'Rust', 'MQTT', '9 weeks']))
    expect(headings(await renderPage('home'), 3)).toContain('SolarGrid')
  })

  it('shows the plans in their new order, with a plan feature added and one removed', async () => {
    const home = await renderPage('home')
    const plans = [...home.querySelectorAll('article[aria-labelledby^="plan-"]')]
    expect(plans.map((plan) => textOf(plan.querySelector('h3')))).toEqual(['Elite Growth', 'Super Growth', 'Business Growth'])
    const superGrowth = linesOf(plans[1]!)
    expect(superGrowth).toContain('A monthly newsletter')
    expect(superGrowth).not.toContain('Advanced analytics')
  })

  it('shows a new service first and drops a removed one', async () => {
    const services = headings((await renderPage('home')).querySelector('#services')!, 3)
    expect(services[0]).toBe('Search Engines')
    expect(services).not.toContain('Graphic Design')
  })

  it('asks a new question first, and adds a testimonial and a team member', async () => {
    const home = await renderPage('home')
    expect(disclosuresOf(home)[0]).toEqual({ question: 'Do you host websites?', answer: 'Yes, close to your visitors.' })
    expect(textOf(home.querySelector('#testimonials'))).toContain('Golden Crust')
    expect(headings(await renderPage('about'), 3)).toContain('Akosua Boateng')
  })
})
