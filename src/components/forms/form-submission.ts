import { formFields, type FieldName, type FieldRule, type FormId, type FormValues } from '../../content/form-fields.ts'
import { formAccessKey } from './form-endpoint.ts'

/** What a form endpoint receives (the contract is in docs/forms.md). */
export interface FormPayload<Form extends FormId> {
  /** A random UUID per message, the same on every attempt to send it: an endpoint drops a duplicate by it. */
  id: string
  form: Form
  language: string
  pageUrl: string
  fields: FormValues<Form>
  _gotcha: string
  /** Seconds from the first keystroke to the send: a bot fills a form in a second or two. */
  elapsedSeconds: number
  /** Added as it is sent, never kept: the service's public key, when the build has one. */
  access_key?: string
}

/** Characters that turn text around: a name or subject with them can display as something it is not. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g

export function cleanValues<Form extends FormId>(form: Form, values: FormValues<Form>): FormValues<Form> {
  const rules = formFields[form] as Record<FieldName<Form>, FieldRule>
  return Object.fromEntries(
    (Object.keys(rules) as FieldName<Form>[]).map((field) => {
      const value = String(values[field] ?? '')
      return [field, (rules[field].kind === 'textarea' ? value : value.replace(bidiControls, '')).trim()]
    }),
  ) as FormValues<Form>
}

interface PayloadContext {
  language: string
  pageUrl: string
  honeypot: string
  elapsedSeconds: number
}

export function buildPayload<Form extends FormId>(
  form: Form,
  values: FormValues<Form>,
  context: PayloadContext,
): Omit<FormPayload<Form>, 'id'> {
  const { language, pageUrl, honeypot, elapsedSeconds } = context
  return {
    form,
    language,
    pageUrl,
    fields: cleanValues(form, values),
    _gotcha: honeypot,
    elapsedSeconds,
  }
}

/** `refused` is a definite no; the others are transient, worth another try (docs/forms.md). */
export type SendFailure = 'refused' | 'unreachable' | 'busy' | 'timeout'
export type SendResult = { ok: true } | { ok: false; reason: SendFailure }

export const isTransient = (reason: SendFailure) => reason !== 'refused'

export const sendTimeoutMs = 20_000

export async function sendPayload(
  endpoint: string,
  payload: FormPayload<FormId>,
  { fetcher = fetch, timeoutMs = sendTimeoutMs, accessKey = formAccessKey } = {},
): Promise<SendResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(accessKey ? { ...payload, access_key: accessKey } : payload),
      redirect: 'manual',
      signal: controller.signal,
    })
    const failure = await classify(response)
    return failure ? { ok: false, reason: failure } : { ok: true }
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

const transientStatuses = new Set([408, 425, 429])

/** A 2xx that is not the service's JSON came from something in between (a captive portal): the service never saw it. */
async function classify(response: Response): Promise<SendFailure | undefined> {
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return 'unreachable'
  if (transientStatuses.has(response.status) || response.status >= 500) return 'busy'
  if (response.status < 200 || response.status > 299) return 'refused'
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(response.headers.get('Content-Type') ?? '')) return 'unreachable'
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return 'unreachable'
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'unreachable'
  const answer = body as Record<string, unknown>
  const errors = answer.errors
  const refused = answer.ok === false || answer.success === false || !!answer.error || !!(Array.isArray(errors) ? errors.length : errors)
  return refused ? 'refused' : undefined
}

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

/** Past this, some e-mail apps and browsers cut a mailto link or refuse to open it. */
export const safeLinkLength = 1800

export interface HandOff {
  mailto: string
  whatsapp: string
  /** The whole message, to copy, when it is too long to travel in the links. */
  copyText?: string
}

interface HandOffInput {
  email: string
  whatsapp: string
  subject: string
  message: string
  /** What the links carry instead of a message too long for them: "paste your message here". */
  pasteHint: string
}

export function handOffLinks({ email, whatsapp, subject, message, pasteHint }: HandOffInput): HandOff {
  const mailto = mailtoUrl(email, subject, message)
  const chat = whatsappUrl(whatsapp, `${subject}\n\n${message}`)
  if (Math.max(mailto.length, chat.length) <= safeLinkLength) return { mailto, whatsapp: chat }
  return {
    mailto: mailtoUrl(email, subject, pasteHint),
    whatsapp: whatsappUrl(whatsapp, `${subject}\n\n${pasteHint}`),
    copyText: `${subject}\n\n${message}`,
  }
}

export function mailtoUrl(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}
