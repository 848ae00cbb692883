// Labels live in locale JSON (docs/forms.md).

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

type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select'

export interface FieldRule {
  kind: FieldKind
  required: boolean
  maxLength: number
  options?: readonly OptionValue[]
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

type ProjectType = (typeof projectTypes)[number]
export type BudgetRange = (typeof budgetRanges)[number]
type Timeline = (typeof timelines)[number]
export type OptionValue = ProjectType | BudgetRange | Timeline

/** By interpolation variable: "Under {{amount}}" shows "Under $500", or "Moins de 500 $US" in French. */
export const budgetAmounts = {
  'under-500': { amount: 500 },
  '500-1500': { from: 500, to: 1500 },
  '1500-5000': { from: 1500, to: 5000 },
  '5000-plus': { amount: 5000 },
  discuss: {},
} as const satisfies Record<BudgetRange, Record<string, number>>

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

export const optionLabels = {
  'website-development': 'form.options.projectType.websiteDevelopment',
  'mobile-app-development': 'form.options.projectType.mobileAppDevelopment',
  'e-commerce-platform': 'form.options.projectType.ecommercePlatform',
  'ai-automation-chatbot': 'form.options.projectType.aiAutomationChatbot',
  'marketing-seo-package': 'form.options.projectType.marketingSeoPackage',
  'complete-digital-transformation': 'form.options.projectType.completeDigitalTransformation',
  'custom-software-solution': 'form.options.projectType.customSoftwareSolution',
  other: 'form.options.projectType.other',
  'under-500': 'form.options.budget.under500',
  '500-1500': 'form.options.budget.from500To1500',
  '1500-5000': 'form.options.budget.from1500To5000',
  '5000-plus': 'form.options.budget.over5000',
  discuss: 'form.options.budget.discuss',
  asap: 'form.options.timeline.asap',
  '1-month': 'form.options.timeline.oneMonth',
  '2-3-months': 'form.options.timeline.twoToThreeMonths',
  flexible: 'form.options.timeline.flexible',
} as const satisfies Record<OptionValue, string>

/** Bots that fill every input give themselves away; Formspree filters on this name, and no browser autofills it. */
export const honeypotField = '_gotcha'
