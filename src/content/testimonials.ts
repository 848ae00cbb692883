import data from './data/testimonials.json' with { type: 'json' }
import type { TestimonialsFile } from './schemas.ts'
import { testimonialWords } from './words.ts'

const { home, quote } = data as TestimonialsFile

export const testimonials = home.map((testimonial) => ({ ...testimonial, ...testimonialWords.home.keys(testimonial.id) }))

export const quoteTestimonials = quote.map((testimonial) => ({ ...testimonial, ...testimonialWords.quote.keys(testimonial.id) }))
