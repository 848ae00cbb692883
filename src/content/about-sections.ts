import data from './data/about.json' with { type: 'json' }
import type { AboutFile } from './schemas.ts'
import { aboutWords } from './words.ts'

const about = data as AboutFile

/** The paragraphs of the studio's story on the About page, in reading order. */
export const storyParagraphs = about.story.map(({ id }) => aboutWords.story.keys(id).textKey)

/** The studio's values on the About page, with their icons and words in the `about` namespace. */
export const values = about.values.map((value) => ({ ...value, ...aboutWords.values.keys(value.id) }))

/** What the studio offers, as the About page lists it. */
export const offerings = about.offerings.map((offering) => ({ ...offering, ...aboutWords.offerings.keys(offering.id) }))
