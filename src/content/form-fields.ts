import data from './data/form-choices.json' with { type: 'json' }
import type { FormChoicesFile } from './schemas.ts'
import { formChoiceWords } from './words.ts'

// Labels live in locale JSON (docs/forms.md); the quote form's choices in src/content/data/form-choices.json.

const choices = data as FormChoicesFile

/** Each choice of the quote form's lists: the value sent, its words, and a budget's amounts for them. */
export const formChoices = {
  projectType: choices.projectTypes.map(({ id }) => ({ value: id, ...formChoiceWords.projectTypes.keys(id), amounts: {} })),
  budget: choices.budgets.map(({ id, ...amounts }) => ({ value: id, ...formChoiceWords.budgets.keys(id), amounts })),
  timeline: choices.timelines.map(({ id }) => ({ value: id, ...formChoiceWords.timelines.keys(id), amounts: {} })),
}
export type ChoiceField = keyof typeof formChoices

export const projectTypes = formChoices.projectType.map(({ value }) => value)
export const budgetRanges = formChoices.budget.map(({ value }) => value)
export const timelines = formChoices.timeline.map(({ value }) => value)

type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select'

export interface FieldRule {
  kind: FieldKind
  required: boolean
  maxLength: number
  options?: readonly string[]
}

const name: FieldRule = { kind: 'text', required: true, maxLength: 100 }
const email: FieldRule = { kind: 'email', required: true, maxLength: 254 }
const company: FieldRule = { kind: 'text', required: false, maxLength: 100 }
const longText = (required: boolean): FieldRule => ({ kind: 'textarea', required, maxLength: 5000 })

export const formFields = {
  contact: {
    fullName: name,
    email,
    phone: { kind: 'tel', required: false, maxLength: 30 },
    company,
    subject: { kind: 'text', required: true, maxLength: 150 },
    message: longText(true),
  },
  quote: {
    fullName: name,
    email,
    phone: { kind: 'tel', required: true, maxLength: 30 },
    company,
    projectType: { kind: 'select', required: true, maxLength: 60, options: projectTypes },
    budget: { kind: 'select', required: false, maxLength: 60, options: budgetRanges },
    timeline: { kind: 'select', required: false, maxLength: 60, options: timelines },
    description: longText(true),
    additionalInfo: longText(false),
  },
} as const satisfies Record<string, Record<string, FieldRule>>

export type FormId = keyof typeof formFields
export type FieldName<Form extends FormId> = keyof (typeof formFields)[Form] & string
export type FormValues<Form extends FormId> = Record<FieldName<Form>, string>

export const formLabels = {
  contact: {
    namespace: 'contact',
    fields: {
      fullName: 'form.fields.fullName',
      email: 'form.fields.email',
      phone: 'form.fields.phone',
      company: 'form.fields.company',
      subject: 'form.fields.subject',
      message: 'form.fields.message',
    },
  },
  quote: {
    namespace: 'quote',
    fields: {
      fullName: 'form.fields.fullName',
      email: 'form.fields.email',
      phone: 'form.fields.phone',
      company: 'form.fields.company',
      projectType: 'form.fields.projectType',
      budget: 'form.fields.budget',
      timeline: 'form.fields.timeline',
      description: 'form.fields.description',
      additionalInfo: 'form.fields.additionalInfo',
    },
  },
} as const satisfies { [Form in FormId]: { namespace: Form; fields: Record<FieldName<Form>, string> } }

/** Bots that fill every input give themselves away; Formspree filters on this name, and no browser autofills it. */
export const honeypotField = '_gotcha'
