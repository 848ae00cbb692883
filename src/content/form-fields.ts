/** The fields of the two forms, their rules and the values the spec allows; labels live in locale JSON. */

export const projectTypes = [
  'website-development',
  'mobile-app-development',
  'e-commerce-platform',
  'ai-automation-chatbot',
  'marketing-seo-package',
  'complete-digital-transformation',
  'custom-software-solution',
  'other',
] as const

export const budgetRanges = ['under-500', '500-1500', '1500-5000', '5000-plus', 'discuss'] as const

export const timelines = ['asap', '1-month', '2-3-months', 'flexible'] as const

export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select'

export interface FieldRule {
  kind: FieldKind
  required: boolean
  maxLength: number
  /** For selects: the only values accepted, as the spec's slugs. */
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

/** A field no person sees or fills; bots that fill every input give themselves away. */
export const honeypotField = 'website'
