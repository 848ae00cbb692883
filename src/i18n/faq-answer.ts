import type { TFunction } from 'i18next'
import type { Faq } from '../content/faqs.ts'
import { claims } from '../content/studio.ts'
import { formatList } from './format.ts'

/** An answer of the FAQ as the page and its structured data both write it: its sentences, with the studio's facts in place. */
export function faqAnswer(t: TFunction<'home'>, language: string, { answerKeys }: Faq): string {
  const services = formatList(language, claims.mobileMoneyServices)
  return answerKeys.map((key) => t(key, { services })).join(' ')
}
