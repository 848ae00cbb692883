/** Client testimonials shown on the home page: their rating here; their words, names and companies in the `home` namespace. */
export const testimonials = [
  {
    id: 'clinic',
    rating: 5,
    nameKey: 'testimonials.items.clinic.name',
    companyKey: 'testimonials.items.clinic.company',
    locationKey: 'testimonials.items.clinic.location',
    contentKey: 'testimonials.items.clinic.content',
  },
  {
    id: 'retail',
    rating: 5,
    nameKey: 'testimonials.items.retail.name',
    companyKey: 'testimonials.items.retail.company',
    locationKey: 'testimonials.items.retail.location',
    contentKey: 'testimonials.items.retail.content',
  },
  {
    id: 'logistics',
    rating: 5,
    nameKey: 'testimonials.items.logistics.name',
    companyKey: 'testimonials.items.logistics.company',
    locationKey: 'testimonials.items.logistics.location',
    contentKey: 'testimonials.items.logistics.content',
  },
] as const

export type Testimonial = (typeof testimonials)[number]
