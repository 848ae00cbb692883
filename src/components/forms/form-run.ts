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

/** A choice as the page wrote it (« Création de site web », “Under $500”), not the name it is sent by. */
function shownValue(element: HTMLFormElement, field: string, value: string): string {
  const control = element.elements.namedItem(field)
  if (!value || !(control instanceof HTMLSelectElement)) return value
  return [...control.options].find((option) => option.value === value)?.text.trim() || value
}

/** The visitor's message as the hand-offs and a kept copy show it: one "label: value" line per filled field. */
export function messageOf({ element, form }: FormRun, values: Values): string {
  const cleaned = cleanValues(form, values as FormValues<FormId>)
  for (const field of Object.keys(cleaned) as FieldName<FormId>[]) cleaned[field] = shownValue(element, field, cleaned[field])
  return composeMessage(
    cleaned,
    (field) => labelOf(form, field),
    (label, value) => pageString('common', 'forms.messageLine', { label, value }),
  )
}

export const handOffFor = ({ element }: FormRun, message: string): HandOff =>
  handOffLinks({
    email: siteConfig.email,
    whatsapp: siteConfig.whatsapp,
    subject: marksOf(element).mailSubject ?? '',
    message,
    pasteHint: pageString('common', 'forms.pasteHint'),
  })
