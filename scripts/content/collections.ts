import type { z } from 'zod'
import * as schemas from '../../src/content/schemas.ts'
import { wordedLists, type WordedList } from './entry-words.ts'

export interface Collection {
  /** Under src/content/data/. */
  file: string
  schema: z.ZodType
  /** The lists whose entries have words of their own. */
  lists: WordedList[]
}

const schemaOf: Record<string, z.ZodType> = {
  'projects.json': schemas.projectsFile,
  'categories.json': schemas.categoriesFile,
  'plans.json': schemas.plansFile,
  'services.json': schemas.servicesFile,
  'testimonials.json': schemas.testimonialsFile,
  'faqs.json': schemas.faqsFile,
  'team.json': schemas.teamFile,
  'about.json': schemas.aboutFile,
  'beside-forms.json': schemas.besideFormsFile,
  'figures.json': schemas.figuresFile,
  'office-hours.json': schemas.officeHoursFile,
  'contact.json': schemas.contactFile,
  'studio.json': schemas.studioFile,
}

/** Every file of src/content/data/: its schema, and where the words of its entries live. */
export const collections: Collection[] = Object.entries(schemaOf).map(([file, schema]) => ({
  file,
  schema,
  lists: wordedLists[file] ?? [],
}))

export const dataFolder = 'src/content/data'

/** The studio's own photos, as imported (scripts/content/import-photo.ts); the build makes the sizes pages use. */
export const photoFolder = 'src/content/photos'
