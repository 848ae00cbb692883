/** The studio's facts for the structured data (docs/studio-facts.md); words such as payment methods live in locale JSON. */
export const business = {
  foundingYear: 2019,
  priceRange: '$500-$10000',
  /** What prices and budgets are in. */
  priceCurrency: 'USD',
  currenciesAccepted: ['USD', 'GHS'],
  rating: { value: 4.9, count: 50, best: 5 },
  address: { locality: 'Accra', country: 'GH' },
  paymentMethodKeys: ['seo.payment.card', 'seo.payment.bankTransfer', 'seo.payment.mobileMoney'],
} as const
