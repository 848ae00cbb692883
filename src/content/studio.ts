import contact from './data/contact.json' with { type: 'json' }
import data from './data/studio.json' with { type: 'json' }
import type { ContactFile, StudioFile } from './schemas.ts'
import { paymentMethodWords } from './words.ts'

const file = data as StudioFile
const { location } = contact as ContactFile

/** The studio's facts for the structured data and prices (docs/studio-facts.md); words such as payment methods live in locale JSON. */
export const studio = {
  foundingYear: file.foundingYear,
  priceRange: file.priceRange,
  currenciesAccepted: file.currenciesAccepted,
  rating: file.rating,
  address: location,
  paymentMethodKeys: file.paymentMethods.map(({ id }) => paymentMethodWords.keys(id).labelKey),
}
