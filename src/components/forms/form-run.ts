import type { ParseKeys } from 'i18next'
import { formFields, formLabels, type FieldName, type FormId, type FormValues } from '../../content/form-fields.ts'
import { pageString } from '../../i18n/page-string.ts'
import { siteConfig } from '../../site.config.ts'
import { marksOf } from './form-contract.ts'
import { cleanValues, composeMessage, handOffLinks, type HandOff } from './form-submission.ts'

export type Values = Record<string, string>

/** What the pieces running one form share (form-controller.ts wires them). */
export interface FormRun {
  element: HTMLFormElement
  form: FormId
  /** Messages this page sent or shows: the outbox's news of them concerns this form. */
  ownMessageIds: Set<string>
  /** Messages this page is sending now: the outbox's news of them is this page's own echo. */
  inFlight: Set<string>
}

export function readValues<Form extends FormId>(form: Form, element: HTMLFormElement): FormValues<Form> {
  const values = {} as FormValues<Form>
  for (const field of Object.keys(formFields[form]) as FieldName<Form>[]) {
    const control = element.elements.namedItem(field)
    values[field] = control && 'value' in control ? control.value : ''
  }
  return values
}

export function writeValues(element: HTMLFormElement, values: Values): void {
  for (const [field, value] of Object.entries(values)) {
    const control = element.elements.namedItem(field)
    if (control && 'value' in control) control.value = value
  }
}

function labelOf(form: FormId, field: string): string {
  const { namespace, fields }: { namespace: FormId; fields: Record<string, ParseKeys<FormId>> } = formLabels[form]
  return pageString(namespace, fields[field]!)
}

/** The visitor's message as the hand-offs and a kept copy show it: one "label: value" line per filled field. */
export const messageOf = (form: FormId, values: Values) =>
  composeMessage(
    cleanValues(form, values as FormValues<FormId>),
    (field) => labelOf(form, field),
    (label, value) => pageString('common', 'forms.messageLine', { label, value }),
  )

export const handOffFor = ({ element }: FormRun, message: string): HandOff =>
  handOffLinks({
    email: siteConfig.email,
    whatsapp: siteConfig.whatsapp,
    subject: marksOf(element).mailSubject ?? '',
    message,
    pasteHint: pageString('common', 'forms.pasteHint'),
  })
