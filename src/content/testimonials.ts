import data from './data/testimonials.json' with { type: 'json' }
import type { TestimonialsFile } from './schemas.ts'
import { testimonialWords } from './words.ts'

const { home, quote } = data as TestimonialsFile

/** Client testimonials shown on the home page: their rating in data/testimonials.json; their words in the `home` namespace. */
export const testimonials = home.map((testimonial) => ({ ...testimonial, ...testimonialWords.home.keys(testimonial.id) }))

/** The testimonials beside the quote form: their words in the `quote` namespace. */
export const quoteTestimonials = quote.map((testimonial) => ({ ...testimonial, ...testimonialWords.quote.keys(testimonial.id) }))
