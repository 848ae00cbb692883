import data from './data/faqs.json' with { type: 'json' }
import type { FaqsFile } from './schemas.ts'
import { faqWords } from './words.ts'

/** Questions of the home page's FAQ, in their order; also the source of its FAQPage structured data. */
export const faqs = (data as FaqsFile).faqs.map(({ id }) => ({ id, ...faqWords.keys(id) }))

export type Faq = (typeof faqs)[number]
