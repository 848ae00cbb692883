import type { z } from 'zod'
import * as schemas from '../../src/content/schemas.ts'
import * as words from '../../src/content/words.ts'

interface WordedList {
  list: string
  namespace: string
  keys: (entry: { id: string } & Record<string, unknown>) => string[]
}

export interface Collection {
  /** Under src/content/data/. */
  file: string
  schema: z.ZodType
  lists: WordedList[]
}

const keysOf =
  (entryWords: { keys: (id: string) => Record<string, string> }) =>
  ({ id }: { id: string }) =>
    Object.values(entryWords.keys(id))

const worded = (list: string, entryWords: { namespace: string; keys: (id: string) => Record<string, string> }): WordedList => ({
  list,
  namespace: entryWords.namespace,
  keys: keysOf(entryWords),
})

export const collections: Collection[] = [
  { file: 'projects.json', schema: schemas.projectsFile, lists: [worded('projects', words.projectWords)] },
  { file: 'categories.json', schema: schemas.categoriesFile, lists: [worded('categories', words.categoryWords)] },
  {
    file: 'plans.json',
    schema: schemas.plansFile,
    lists: [
      {
        list: 'plans',
        namespace: words.planWords.namespace,
        keys: (plan) => [
          ...Object.values(words.planWords.keys(plan.id)),
          ...(plan.features as string[]).map((feature) => words.planWords.featureKey(plan.id, feature)),
        ],
      },
    ],
  },
  { file: 'services.json', schema: schemas.servicesFile, lists: [worded('services', words.serviceWords)] },
  {
    file: 'testimonials.json',
    schema: schemas.testimonialsFile,
    lists: [worded('home', words.testimonialWords.home), worded('quote', words.testimonialWords.quote)],
  },
  { file: 'faqs.json', schema: schemas.faqsFile, lists: [worded('faqs', words.faqWords)] },
  { file: 'team.json', schema: schemas.teamFile, lists: [worded('members', words.memberWords)] },
  {
    file: 'about.json',
    schema: schemas.aboutFile,
    lists: [
      worded('story', words.aboutWords.story),
      worded('values', words.aboutWords.values),
      worded('offerings', words.aboutWords.offerings),
    ],
  },
  {
    file: 'beside-forms.json',
    schema: schemas.besideFormsFile,
    lists: [worded('contact', words.besideFormWords.contact), worded('quote', words.besideFormWords.quote)],
  },
  { file: 'figures.json', schema: schemas.figuresFile, lists: [] },
  { file: 'office-hours.json', schema: schemas.officeHoursFile, lists: [] },
  { file: 'contact.json', schema: schemas.contactFile, lists: [] },
  { file: 'studio.json', schema: schemas.studioFile, lists: [worded('paymentMethods', words.paymentMethodWords)] },
]

export const dataFolder = 'src/content/data'

export const photoFolder = 'src/content/photos'
