import data from './data/beside-forms.json' with { type: 'json' }
import type { BesideFormsFile } from './schemas.ts'
import { besideFormWords } from './words.ts'

const points = data as BesideFormsFile

/** The reassuring points beside the contact form, as full keys of the `contact` namespace. */
export const reassurances = points.contact.map(({ id }) => besideFormWords.contact.keys(id).textKey)

/** The 'Why Choose Us?' points beside the quote form, as full keys of the `quote` namespace. */
export const quoteReasons = points.quote.map(({ id }) => besideFormWords.quote.keys(id).textKey)
