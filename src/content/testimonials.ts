/** Client testimonials shown on the home page; names and companies are the clients' own. */
export const testimonials = [
  { id: 'clinic', name: 'Dr. Kwame Asante', company: 'MediCare Plus Clinics', rating: 5, locationKey: 'testimonials.items.clinic.location', contentKey: 'testimonials.items.clinic.content' },
  { id: 'retail', name: 'Abena Owusu', company: 'Owusu Fashion House', rating: 5, locationKey: 'testimonials.items.retail.location', contentKey: 'testimonials.items.retail.content' },
  { id: 'logistics', name: 'Moussa Diallo', company: 'Sahel Logistics', rating: 5, locationKey: 'testimonials.items.logistics.location', contentKey: 'testimonials.items.logistics.content' },
] as const

export type Testimonial = (typeof testimonials)[number]
