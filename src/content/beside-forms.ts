import data from './data/beside-forms.json' with { type: 'json' }
import type { BesideFormsFile } from './schemas.ts'
import { besideFormWords } from './words.ts'

const points = data as BesideFormsFile

export const reassurances = points.contact.map(({ id }) => besideFormWords.contact.keys(id).textKey)

export const quoteReasons = points.quote.map(({ id }) => besideFormWords.quote.keys(id).textKey)
