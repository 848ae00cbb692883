import type { FieldName, FormId, FormValues } from '../../content/form-fields'

export interface FormPayload<Form extends FormId> {
  form: Form
  language: string
  pageUrl: string
  fields: FormValues<Form>
}

/** What a form endpoint receives: trimmed values, select values as the spec's slugs. */
export function buildPayload<Form extends FormId>(form: Form, values: FormValues<Form>, language: string, pageUrl: string): FormPayload<Form> {
  const fields = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, String(value).trim()])) as FormValues<Form>
  return { form, language, pageUrl, fields }
}

export type SendResult = { ok: true } | { ok: false; reason: 'network' | 'status'; status?: number }

/** POSTs the payload as JSON; any network failure or non-2xx answer is a failure the visitor can retry. */
export async function sendPayload(endpoint: string, payload: FormPayload<FormId>, fetcher: typeof fetch = fetch): Promise<SendResult> {
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    })
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status }
  } catch {
    return { ok: false, reason: 'network' }
  }
}

/** The plain-text message of a form: one line per filled field, in form order, written by `line`. */
export function composeMessage<Form extends FormId>(
  values: FormValues<Form>,
  labelOf: (field: FieldName<Form>) => string,
  line: (label: string, value: string) => string,
): string {
  return (Object.keys(values) as FieldName<Form>[])
    .map((field) => [labelOf(field), values[field].trim()] as const)
    .filter(([, value]) => value)
    .map(([label, value]) => line(label, value))
    .join('\n')
}

export function mailtoUrl(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}
