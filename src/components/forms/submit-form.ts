import { formFields, honeypotField, type FormId, type FormValues } from '../../content/form-fields.ts'
import { pageString } from '../../i18n/page-string.ts'
import { saveDraft, clearDraft } from './form-draft.ts'
import { formEndpoint } from './form-endpoint.ts'
import { handOffFor, messageOf, readValues, writeValues, type FormRun, type Values } from './form-run.ts'
import { buildPayload, cleanValues, isTransient, sendPayload, type FormPayload, type HandOff, type SendFailure } from './form-submission.ts'
import { validateForm, type FieldError } from './form-validation.ts'
import { focusField, panelOf, sayStatus, setBusy, showCount, showFieldError, showParts, showStatus, showSummary } from './form-view.ts'
import { loadOutbox } from './kept-messages.ts'
import type { Delivery } from './outbox.ts'

const outboxWaitMs = 3_000

/** Send pressed: the form is checked, then handed off to e-mail and WhatsApp, or delivered, and the answer shown. */
export class FormSubmission {
  /** Set by a press, cleared once the form is sent: "please fill in" waits for it. */
  submitted = false
  #busy = false
  #firstInputAt: number | undefined
  /** The last message this page tried to send: pressed again unchanged, it goes under the same id. */
  #lastAttempt: { id: string; values: Values } | undefined
  #mailOpenedFor: string | undefined
  readonly #run: FormRun
  readonly #onKept: () => void

  constructor(run: FormRun, onKept: () => void) {
    this.#run = run
    this.#onKept = onKept
    run.element.addEventListener('input', () => (this.#firstInputAt ??= performance.now()), { passive: true })
  }

  async submit(): Promise<void> {
    if (this.#busy) return
    this.submitted = true
    const { element, form } = this.#run
    const attempt = readValues(form, element)
    const errors = Object.entries(validateForm(form, attempt)) as [string, FieldError][]
    for (const field of Object.keys(formFields[form])) showFieldError(element, form, field, errors.find(([name]) => name === field)?.[1])
    showSummary(element, form, errors)
    if (errors.length) {
      showStatus(element)
      return focusField(element, errors[0]![0])
    }
    const handOff = handOffFor(this.#run, messageOf(this.#run, attempt))
    if (formEndpoint) await this.#send(formEndpoint, attempt, handOff)
    else this.#handOver(attempt, handOff)
  }

  #handOver(attempt: Values, handOff: HandOff): void {
    const panel = panelOf(this.#run.element, 'handedOff', 'handedOff', handOff)
    showParts(panel, handOff.copyText ? 'long' : 'short', ...(navigator.onLine ? [] : (['offline'] as const)))
    showStatus(this.#run.element, panel)
    const message = JSON.stringify(attempt)
    // Opens the visitor's e-mail app once per message; the panel's link opens it again on purpose.
    if (!handOff.copyText && this.#mailOpenedFor !== message) {
      this.#mailOpenedFor = message
      window.location.assign(handOff.mailto)
    }
  }

  async #send(endpoint: string, attempt: FormValues<FormId>, handOff: HandOff): Promise<void> {
    const { element, inFlight, ownMessageIds } = this.#run
    const id = this.#lastAttempt && sameValues(this.#lastAttempt.values, attempt) ? this.#lastAttempt.id : newId()
    this.#lastAttempt = { id, values: attempt }
    ownMessageIds.add(id)
    inFlight.add(id)
    this.#setBusy(true)
    const payload = this.#payload(id, attempt)
    const delivery = await deliver(endpoint, payload)
    inFlight.delete(id)
    this.#setBusy(false)
    if (delivery.state === 'sent') return this.showSent(id, payload.fields)
    if (delivery.state === 'kept') return this.#onKept()
    const panel = panelOf(element, 'failed', 'failed', handOff)
    const { reason } = delivery
    // Offline, "try again in a moment" would contradict the line above, and WhatsApp needs a connection.
    showParts(panel, 'failedTitle', reason, 'retry', reason === 'offline' ? 'nextOffline' : handOff.copyText ? 'nextLong' : 'next')
    if (isTransientReason(reason) && !delivery.saved) showParts(panel, 'notSaved')
    showStatus(element, panel)
  }

  #setBusy(busy: boolean): void {
    const { element } = this.#run
    this.#busy = busy
    if (busy) showStatus(element)
    setBusy(element, busy)
    sayStatus(element, busy ? pageString('common', 'forms.status.sending') : '')
  }

  #payload(id: string, attempt: FormValues<FormId>): FormPayload<FormId> {
    const honeypot = new FormData(this.#run.element).get(honeypotField)
    return {
      id,
      ...buildPayload(this.#run.form, attempt, {
        language: document.documentElement.lang,
        pageUrl: window.location.href,
        honeypot: typeof honeypot === 'string' ? honeypot : '',
        elapsedSeconds: Math.round((performance.now() - (this.#firstInputAt ?? 0)) / 1000),
      }),
    }
  }

  /** Only the fields that still hold what was sent are emptied. */
  showSent(id: string, sent: Values): void {
    const { element, form } = this.#run
    if (this.#lastAttempt?.id === id) this.#lastAttempt = undefined
    const current: Values = readValues(form, element)
    const now: Values = cleanValues(form, current as FormValues<FormId>)
    const fields = Object.keys(formFields[form])
    const unsent = Object.fromEntries(fields.map((field) => [field, now[field] === sent[field] ? '' : current[field]!]))
    writeValues(element, unsent)
    for (const field of fields) {
      showFieldError(element, form, field, undefined)
      showCount(element, form, field, unsent[field]!.trim().length)
    }
    if (Object.values(unsent).some(Boolean)) saveDraft(form, unsent as FormValues<FormId>)
    else clearDraft(form)
    this.submitted = false
    showSummary(element, form, [])
    showStatus(element, panelOf(element, 'sent', 'sent'))
  }
}

/** On a connection that stalls, the outbox's code may never come: the message then goes without it. */
async function deliver(endpoint: string, payload: FormPayload<FormId>): Promise<Delivery> {
  try {
    const outbox = await Promise.race([loadOutbox(), new Promise<undefined>((resolve) => setTimeout(resolve, outboxWaitMs))])
    return outbox ? await outbox.deliver(endpoint, payload) : await sendDirectly(endpoint, payload)
  } catch {
    return sendDirectly(endpoint, payload)
  }
}

/** Without the outbox's code nothing is kept, and a failure says so. */
async function sendDirectly(endpoint: string, payload: FormPayload<FormId>): Promise<Delivery> {
  if (!navigator.onLine) return { state: 'failed', reason: 'offline', saved: false }
  const result = await sendPayload(endpoint, payload)
  return result.ok ? { state: 'sent' } : { state: 'failed', reason: result.reason, saved: false }
}

const isTransientReason = (reason: SendFailure | 'offline') => reason !== 'offline' && isTransient(reason)

const sameValues = (a: Values, b: Values) => Object.keys(a).every((field) => a[field] === b[field])

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Outside a secure context (a phone testing the site over plain HTTP) there is no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
