/** The client testimonial beside the quote form: its rating here, its words in the `quote` namespace. */
export const quoteTestimonials = [
  {
    id: 'autoParts',
    rating: 5,
    nameKey: 'testimonial.items.autoParts.name',
    companyKey: 'testimonial.items.autoParts.company',
    locationKey: 'testimonial.items.autoParts.location',
    contentKey: 'testimonial.items.autoParts.content',
  },
] as const

export type QuoteTestimonial = (typeof quoteTestimonials)[number]
