import type { z } from 'zod'
import { artScreenOfCategory } from './choices.ts'
import type { PageId } from './pages.ts'
import * as schemas from './schemas.ts'
import * as words from './words.ts'
import { worded, wordedWithItems, type Entry, type EntryWords } from './entry-words.ts'

/** A list of a data file whose entries have words of their own: where they live, and how the workspace names it. */
export interface CollectionList extends EntryWords {
  /** The list's name in the file: `projects` in projects.json. */
  list: string
  title: string
  /** What one entry is called: “Add a project”. */
  one: string
  /** The page the preview opens for it, when not the collection's. */
  page?: PageId
  /** A new entry's facts, from those the schema starts it with. */
  starts?: (entry: Entry) => Entry
}

/**
 * One content collection, as Astro's defineCollection and Decap's `collections:` declare one: its file, its schema
 * (whose `.meta()` says which control a field gets and what it refers to), its lists' words, and the page that
 * shows it. The content check, the locale check, send and the workspace read nothing else.
 */
export interface Collection {
  /** Under src/content/data/. */
  file: string
  schema: z.ZodType
  /** How the workspace names it, and what it holds and where it shows, in a sentence. */
  title: string
  about: string
  /** The page the preview opens for it. */
  page: PageId
  lists: CollectionList[]
}

const defineCollection = (collection: Omit<Collection, 'lists'> & Partial<Pick<Collection, 'lists'>>): Collection => ({
  lists: [],
  ...collection,
})

/** Every file of src/content/data/. */
export const collections: Collection[] = [
  defineCollection({
    file: 'projects.json',
    schema: schemas.projectsFile,
    title: 'Projects',
    about: 'The case studies of the portfolio, in the order shown; the featured ones are on the home page too.',
    page: 'portfolio',
    lists: [
      {
        list: 'projects',
        ...worded(words.projectWords),
        title: 'Projects',
        one: 'project',
        // Until a photo is chosen, the site draws one from the entry: its category's screen.
        starts: (entry) => ({ ...entry, art: artScreenOfCategory[String(entry.category)] ?? entry.art }),
      },
    ],
  }),
  defineCollection({
    file: 'categories.json',
    schema: schemas.categoriesFile,
    title: 'Project categories',
    about: 'The portfolio’s filter: each project is in one of these.',
    page: 'portfolio',
    lists: [{ list: 'categories', ...worded(words.categoryWords), title: 'Categories', one: 'category' }],
  }),
  defineCollection({
    file: 'plans.json',
    schema: schemas.plansFile,
    title: 'Plans',
    about: 'The monthly plans of the home page, their prices and what each includes.',
    page: 'home',
    lists: [{ list: 'plans', ...wordedWithItems(words.planWords, 'features', words.planWords.featureKey), title: 'Plans', one: 'plan' }],
  }),
  defineCollection({
    file: 'services.json',
    schema: schemas.servicesFile,
    title: 'Services',
    about: 'The services of the home page.',
    page: 'home',
    lists: [
      {
        list: 'services',
        ...wordedWithItems(words.serviceWords, 'footerLines', words.serviceWords.footerLineKey),
        title: 'Services',
        one: 'service',
      },
    ],
  }),
  defineCollection({
    file: 'testimonials.json',
    schema: schemas.testimonialsFile,
    title: 'Testimonials',
    about: 'What clients say: on the home page, and beside the quote form.',
    page: 'home',
    lists: [
      { list: 'home', ...worded(words.testimonialWords.home), title: 'On the home page', one: 'testimonial' },
      { list: 'quote', ...worded(words.testimonialWords.quote), title: 'Beside the quote form', one: 'testimonial', page: 'quote' },
    ],
  }),
  defineCollection({
    file: 'faqs.json',
    schema: schemas.faqsFile,
    title: 'FAQs',
    about: 'The questions and answers of the home page.',
    page: 'home',
    lists: [{ list: 'faqs', ...worded(words.faqWords), title: 'Questions', one: 'question' }],
  }),
  defineCollection({
    file: 'team.json',
    schema: schemas.teamFile,
    title: 'Team',
    about: 'The people on the About page.',
    page: 'about',
    lists: [{ list: 'members', ...worded(words.memberWords), title: 'Team members', one: 'team member' }],
  }),
  defineCollection({
    file: 'about.json',
    schema: schemas.aboutFile,
    title: 'About page',
    about: 'The story’s paragraphs, the values and what the studio offers, on the About page.',
    page: 'about',
    lists: [
      { list: 'story', ...worded(words.aboutWords.story), title: 'Story paragraphs', one: 'paragraph' },
      { list: 'values', ...worded(words.aboutWords.values), title: 'Values', one: 'value' },
      { list: 'offerings', ...worded(words.aboutWords.offerings), title: 'Offerings', one: 'offering' },
    ],
  }),
  defineCollection({
    file: 'beside-forms.json',
    schema: schemas.besideFormsFile,
    title: 'Beside the forms',
    about: 'The short points beside the contact form and the quote form.',
    page: 'contact',
    lists: [
      { list: 'contact', ...worded(words.besideFormWords.contact), title: 'Beside the contact form', one: 'point' },
      { list: 'quote', ...worded(words.besideFormWords.quote), title: 'Beside the quote form', one: 'point', page: 'quote' },
    ],
  }),
  defineCollection({
    file: 'form-choices.json',
    schema: schemas.formChoicesFile,
    title: 'Quote form choices',
    about: 'The lists of the quote form: types of project, budgets (their amounts in US dollars) and timelines, in order.',
    page: 'quote',
    lists: [
      { list: 'projectTypes', ...worded(words.formChoiceWords.projectTypes), title: 'Types of project', one: 'type of project' },
      { list: 'budgets', ...worded(words.formChoiceWords.budgets), title: 'Budgets', one: 'budget' },
      { list: 'timelines', ...worded(words.formChoiceWords.timelines), title: 'Timelines', one: 'timeline' },
    ],
  }),
  defineCollection({
    file: 'figures.json',
    schema: schemas.figuresFile,
    title: 'Figures',
    about: 'The figures: clients, projects, years and support.',
    page: 'home',
  }),
  defineCollection({
    file: 'office-hours.json',
    schema: schemas.officeHoursFile,
    title: 'Office hours',
    about: 'When the studio is open, from Monday, on the Contact page. Leave both times empty for a closed day.',
    page: 'contact',
  }),
  defineCollection({
    file: 'contact.json',
    schema: schemas.contactFile,
    title: 'Contact details',
    about: 'The studio’s name, phone, e-mail, WhatsApp, town and social links, on every page.',
    page: 'contact',
    lists: [{ list: 'social', ...worded(words.socialWords), title: 'Social networks', one: 'social network' }],
  }),
  defineCollection({
    file: 'studio.json',
    schema: schemas.studioFile,
    title: 'The studio’s answers',
    about:
      'The studio’s facts, and its answers to the questions of docs/studio-questions.md. An answer left empty keeps the pages’ wording as it is without it.',
    page: 'privacy',
    lists: [{ list: 'paymentMethods', ...worded(words.paymentMethodWords), title: 'Payment methods', one: 'payment method' }],
  }),
]

export const collectionOf = (file: string, records: readonly Collection[] = collections) =>
  records.find((collection) => collection.file === file)

/** The keys of every word of every entry of a file's data, as `namespace:key`. */
export function wordIdsOf(file: string, data: unknown, records: readonly Collection[] = collections): string[] {
  const record = (data ?? {}) as Record<string, unknown>
  return (collectionOf(file, records)?.lists ?? []).flatMap(({ list, namespace, words: wordsOf }) =>
    Array.isArray(record[list])
      ? (record[list] as unknown[])
          .filter((entry): entry is Entry => typeof (entry as Entry | null)?.id === 'string')
          .flatMap((entry) => wordsOf(entry).map(({ key }) => `${namespace}:${key}`))
      : [],
  )
}

export const dataFolder = 'src/content/data'

/** The studio's own photos, as imported (scripts/content/import-photo.ts); the build makes the sizes pages use. */
export const photoFolder = 'src/content/photos'
