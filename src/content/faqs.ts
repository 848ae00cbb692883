import data from './data/faqs.json' with { type: 'json' }
import type { FaqsFile } from './schemas.ts'
import { claims } from './studio.ts'
import { faqWords } from './words.ts'

/** Once the studio says what the guarantee's days run from (Q1), its answer says so. */
const guaranteeAnswers = {
  signing: 'faq.items.guarantee.answerFrom.signing',
  firstPayment: 'faq.items.guarantee.answerFrom.firstPayment',
  launch: 'faq.items.guarantee.answerFrom.launch',
} as const

const monthlyRefunds = {
  firstMonth: 'faq.items.guarantee.monthlyRefund.firstMonth',
  latestMonth: 'faq.items.guarantee.monthlyRefund.latestMonth',
} as const

/** Once the studio says which mobile money pays from abroad (Q2); `listed` names the services as {{services}}. */
const paymentAnswers = {
  ghanaOnly: 'faq.items.payment.answerMobileMoney.ghanaOnly',
  listed: 'faq.items.payment.answerMobileMoney.listed',
} as const

/** The sentences of an answer, in order: its own, unless the studio's answers to the questions give a truer one. */
function answerKeys(id: string, answerKey: ReturnType<typeof faqWords.keys>['answerKey']) {
  if (id === 'guarantee') {
    const { guaranteeStart: start, guaranteeMonthlyRefund: refund } = claims
    return [start ? guaranteeAnswers[start] : answerKey, ...(refund ? [monthlyRefunds[refund]] : [])]
  }
  if (id === 'payment' && claims.mobileMoneyAbroad) return [paymentAnswers[claims.mobileMoneyAbroad]]
  if (id === 'support' && claims.supportHours === 'everyDay') return ['faq.items.support.answerEveryDay' as const]
  return [answerKey]
}

/** Questions of the home page's FAQ, in their order; also the source of its FAQPage structured data. */
export const faqs = (data as FaqsFile).faqs.map(({ id }) => {
  const { questionKey, answerKey } = faqWords.keys(id)
  return { id, questionKey, answerKeys: answerKeys(id, answerKey) }
})

export type Faq = (typeof faqs)[number]
