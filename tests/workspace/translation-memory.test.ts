import { describe, expect, it } from 'vitest'
import { suggestionsFor } from '../../workspace/server/translation-memory.ts'
import { readStrings } from '../../workspace/server/workspace-strings.ts'
import { ProjectCopy } from '../support/project-copy.ts'

const memory = [
  { id: 'home:services.title', english: 'Our Services', text: 'Nos services' },
  { id: 'common:footer.services.title', english: 'Our Services', text: 'Nos services' },
  { id: 'about:team.title', english: 'Our Team', text: 'Notre équipe' },
  { id: 'home:hero.callNow', english: 'Call Now: {{phone}}', text: 'Appelez-nous : {{phone}}' },
]

describe('suggestions from the project’s translations', () => {
  it('offers the same English first, once per translation, then similar English, and nothing far off', () => {
    expect(suggestionsFor('Our Services', memory)).toEqual([
      { id: 'home:services.title', english: 'Our Services', text: 'Nos services', match: 100 },
    ])
    expect(suggestionsFor('Our Service', memory)).toEqual([expect.objectContaining({ text: 'Nos services', match: 91 })])
    expect(suggestionsFor('Call Us Now: {{phone}}', memory)).toEqual([expect.objectContaining({ id: 'home:hero.callNow', match: 86 })])
    expect(suggestionsFor('Send the form', memory)).toEqual([])
  })

  it('the workspace offers them for a string whose English changed, never its own old text', () => {
    const copy = new ProjectCopy()
    try {
      copy.replace(
        'locales/en/quote.json',
        '"title": "Get a Free Quote",\n    "description"',
        '"title": "Get Your Free Quote",\n    "description"',
      )
      const strings = readStrings(copy.root, 'fr').strings
      const stale = strings.find(({ id }) => id === 'quote:meta.title')!
      expect(stale.state).toBe('stale')
      expect(stale.suggestions).toEqual([
        expect.objectContaining({ id: 'quote:hero.title', english: 'Get a Free Quote', text: 'Demander un devis gratuit', match: 78 }),
      ])
      expect(strings.find(({ id }) => id === 'quote:hero.title')!.suggestions).toEqual([])
    } finally {
      copy.remove()
    }
  })
})
