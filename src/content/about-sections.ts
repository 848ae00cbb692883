import data from './data/about.json' with { type: 'json' }
import type { AboutFile } from './schemas.ts'
import { aboutWords } from './words.ts'

const about = data as AboutFile

export const storyParagraphs = about.story.map(({ id }) => aboutWords.story.keys(id).textKey)

export const values = about.values.map((value) => ({ ...value, ...aboutWords.values.keys(value.id) }))

export const offerings = about.offerings.map((offering) => ({ ...offering, ...aboutWords.offerings.keys(offering.id) }))
