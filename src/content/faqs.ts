/** Questions of the home page's FAQ; also the source of its FAQPage structured data. */
export const faqs = [
  { id: 'timeline', questionKey: 'faq.items.timeline.question', answerKey: 'faq.items.timeline.answer' },
  { id: 'cost', questionKey: 'faq.items.cost.question', answerKey: 'faq.items.cost.answer' },
  { id: 'support', questionKey: 'faq.items.support.question', answerKey: 'faq.items.support.answer' },
  { id: 'guarantee', questionKey: 'faq.items.guarantee.question', answerKey: 'faq.items.guarantee.answer' },
  { id: 'response', questionKey: 'faq.items.response.question', answerKey: 'faq.items.response.answer' },
  { id: 'payment', questionKey: 'faq.items.payment.question', answerKey: 'faq.items.payment.answer' },
] as const

export type Faq = (typeof faqs)[number]
