import {
  formFields,
  formLabels,
  honeypotField,
  type FieldName,
  type FieldRule,
  type FormId,
  type FormValues,
} from '../../content/form-fields.ts'
import { siteConfig } from '../../site.config.ts'
import { readDraft, saveDraft, clearDraft } from './form-draft.ts'
import { formAccessKey, formEndpoint } from './form-endpoint.ts'
import {
  buildPayload,
  cleanValues,
  composeMessage,
  handOffLinks,
  isTransient,
  sendPayload,
  type FormPayload,
  type HandOff,
  type SendFailure,
} from './form-submission.ts'
import { validateField, validateForm } from './form-validation.ts'
import {
  clone,
  fillHandOff,
  fillSlot,
  sayStatus,
  setBusy,
  showCount,
  showFieldError,
  showKept,
  showParts,
  showStatus,
  showSummary,
  statusShown,
} from './form-view.ts'
import { listenToOutbox, mayHaveQueuedMessages, type OutboxNews } from './outbox-news.ts'
import type { Delivery, KeptView } from './outbox.ts'
import { pageString } from './page-strings.ts'

type Outbox = typeof import('./outbox.ts')

/** Runs each contact or quote form from the page script alone, so a press is answered at once on any phone. */
export function prepareForms(): { loadAhead: () => void } | undefined {
  const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-form]')]
  for (const element of forms) {
    const form = element.dataset.form
    if (form && form in formFields) prepareForm(element, form as FormId)
  }
  // Loaded while the connection lasts, so a message written after it drops is still kept; not under Save-Data.
  if (forms.length && document.documentElement.dataset.saveData !== 'on') return { loadAhead: () => void loadOutbox() }
}

const outboxWaitMs = 3_000

/** The outbox's code; the page's root says `data-outbox="ready"` once it is loaded. */
let outboxModule: Promise<Outbox | undefined> | undefined
const loadOutbox = () =>
  (outboxModule ??= import('./outbox.ts').then(
    (outbox) => {
      document.documentElement.dataset.outbox = 'ready'
      return outbox
    },
    () => (outboxModule = undefined),
  ))

function readValues<Form extends FormId>(form: Form, element: HTMLFormElement): FormValues<Form> {
  const values = {} as FormValues<Form>
  for (const field of Object.keys(formFields[form]) as FieldName<Form>[]) {
    const control = element.elements.namedItem(field)
    values[field] = control && 'value' in control ? control.value : ''
  }
  return values
}

function writeValues(element: HTMLFormElement, values: Record<string, string>): void {
  for (const [field, value] of Object.entries(values)) {
    const control = element.elements.namedItem(field)
    if (control && 'value' in control) control.value = value
  }
}

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Outside a secure context (a phone testing the site over plain HTTP) there is no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const sameValues = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).every((field) => a[field] === b[field])

function prepareForm(element: HTMLFormElement, form: FormId): void {
  const rules = formFields[form] as Record<string, FieldRule>
  const fields = Object.keys(rules)
  let submitted = false
  let busy = false
  let firstInputAt: number | undefined
  /** The last message this page tried to send: pressed again unchanged, it goes under the same id. */
  let lastAttempt: { id: string; values: Record<string, string> } | undefined
  let mailOpenedFor: string | undefined
  const ours = new Set<string>()
  const inFlight = new Set<string>()
  /** Kept messages shown for the last time (refused, expired, no endpoint): they stay on screen though deleted. */
  const finalPanels = new Map<string, HTMLElement>()
  const tooLate = new Set<string>()

  const draft = readDraft(form, readValues(form, element))
  if (draft) {
    for (const [field, value] of Object.entries(draft)) {
      const control = element.elements.namedItem(field)
      // Text the visitor typed before this ran wins over the stored draft.
      if (control && 'value' in control && value && !control.value) control.value = value
    }
  }
  const values = () => readValues(form, element)
  for (const [field, value] of Object.entries(values())) showCount(element, form, field, value.trim().length)
  element.noValidate = true

  const turnToForm = () => void loadOutbox()
  for (const type of ['focusin', 'input', 'pointerdown']) element.addEventListener(type, turnToForm, { once: true, passive: true })

  element.addEventListener('input', ({ target }) => {
    firstInputAt ??= performance.now()
    saveDraft(form, values())
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
      showCount(element, form, target.name, target.value.trim().length)
    const shown = statusShown(element)
    if (shown?.dataset.state === 'failed' || shown?.dataset.state === 'handedOff') showStatus(element)
  })

  // A field's error on leaving it, once any pointer is released: nothing may move under a click half done.
  let pointerPressed = false
  addEventListener('pointerdown', () => (pointerPressed = true), { capture: true, passive: true })
  for (const type of ['pointerup', 'pointercancel'])
    addEventListener(type, () => (pointerPressed = false), { capture: true, passive: true })
  element.addEventListener('focusout', ({ target }) => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return
    const rule = rules[target.name]
    if (!rule) return
    const recheck = () => {
      const error = validateField(rule, target.value)
      showFieldError(element, form, target.name, error === 'required' && !submitted ? undefined : error)
    }
    if (pointerPressed) addEventListener('pointerup', () => setTimeout(recheck), { once: true })
    else recheck()
  })

  element.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!busy) void answer()
  })

  element.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-action]')
    const panel = button?.closest<HTMLElement>('[data-state]')
    if (!button || !panel) return
    void act(button.dataset.action!, panel)
  })

  function handOffFor(of: Record<string, string>): HandOff {
    const labels = formLabels[form]
    return handOffLinks({
      email: siteConfig.email,
      whatsapp: siteConfig.whatsapp,
      subject: element.dataset.mailSubject ?? '',
      message: composeMessage(
        cleanValues(form, of as FormValues<typeof form>),
        (field) => pageString(labels.namespace, (labels.fields as Record<string, string>)[field]!),
        (label, value) => pageString('common', 'forms.messageLine', { label, value }),
      ),
      pasteHint: pageString('common', 'forms.pasteHint'),
    })
  }

  function panelFor(state: string, handOff?: HandOff, template = state): HTMLElement {
    const panel = clone(element, template)
    panel.dataset.state = state
    if (handOff) {
      fillHandOff(panel, handOff)
      panel.dataset.copyText = handOff.copyText ?? ''
    }
    return panel
  }

  async function answer(): Promise<void> {
    submitted = true
    const attempt = values()
    const errors = Object.entries(validateForm(form, attempt as FormValues<typeof form>)) as [
      string,
      NonNullable<ReturnType<typeof validateField>>,
    ][]
    for (const field of fields) showFieldError(element, form, field, errors.find(([name]) => name === field)?.[1])
    showSummary(element, form, errors)
    if (errors.length) {
      showStatus(element)
      element.querySelector<HTMLElement>(`[name="${errors[0]![0]}"]`)?.focus()
      return
    }
    const handOff = handOffFor(attempt)
    if (!formEndpoint) {
      const panel = panelFor('handedOff', handOff)
      showParts(panel, handOff.copyText ? 'long' : 'short', ...(navigator.onLine ? [] : ['offline']))
      showStatus(element, panel)
      const message = JSON.stringify(attempt)
      // Opens the visitor's e-mail app once per message; the panel's link opens it again on purpose.
      if (!handOff.copyText && mailOpenedFor !== message) {
        mailOpenedFor = message
        window.location.assign(handOff.mailto)
      }
      return
    }

    const id = lastAttempt && sameValues(lastAttempt.values, attempt) ? lastAttempt.id : newId()
    lastAttempt = { id, values: attempt }
    ours.add(id)
    inFlight.add(id)
    busy = true
    showStatus(element)
    setBusy(element, true)
    sayStatus(element, pageString('common', 'forms.status.sending'))
    const honeypot = new FormData(element).get(honeypotField)
    const payload: FormPayload<FormId> = {
      id,
      ...buildPayload(form, attempt as FormValues<typeof form>, {
        language: document.documentElement.lang,
        pageUrl: window.location.href,
        honeypot: typeof honeypot === 'string' ? honeypot : '',
        elapsedSeconds: Math.round((performance.now() - (firstInputAt ?? 0)) / 1000),
      }),
    }
    let delivery: Delivery
    try {
      // On a connection that stalls, the outbox's code may never come: the message then goes without it.
      const outbox = await Promise.race([loadOutbox(), new Promise<undefined>((resolve) => setTimeout(resolve, outboxWaitMs))])
      delivery = outbox ? await outbox.deliver(formEndpoint, payload) : await sendDirectly(formEndpoint, payload)
    } catch {
      delivery = await sendDirectly(formEndpoint, payload)
    }
    inFlight.delete(id)
    busy = false
    setBusy(element, false)
    sayStatus(element, '')
    if (delivery.state === 'sent') return showSent(id, payload.fields)
    if (delivery.state === 'kept') return void refreshKept()
    const panel = panelFor('failed', handOff)
    const reason = delivery.reason
    // Offline, "try again in a moment" would contradict the line above, and WhatsApp needs a connection.
    showParts(panel, 'failedTitle', reason, 'retry', reason === 'offline' ? 'nextOffline' : handOff.copyText ? 'nextLong' : 'next')
    if (isTransientReason(reason) && !delivery.saved) showParts(panel, 'notSaved')
    showStatus(element, panel)
  }

  function showSent(id: string, sent: Record<string, string>): void {
    if (lastAttempt?.id === id) lastAttempt = undefined
    // Only the fields that still hold what was sent are emptied.
    const current = values() as Record<string, string>
    const now = cleanValues(form, current as FormValues<typeof form>) as Record<string, string>
    const unsent = Object.fromEntries(fields.map((field) => [field, now[field] === sent[field] ? '' : current[field]!]))
    writeValues(element, unsent)
    for (const field of fields) {
      showFieldError(element, form, field, undefined)
      showCount(element, form, field, unsent[field]!.trim().length)
    }
    if (Object.values(unsent).some(Boolean)) saveDraft(form, unsent as FormValues<typeof form>)
    else clearDraft(form)
    submitted = false
    showSummary(element, form, [])
    showStatus(element, panelFor('sent'))
  }

  let keptReads = 0
  async function refreshKept(): Promise<void> {
    const read = ++keptReads
    const outbox = await loadOutbox()
    const kept = (await outbox?.keptMessages(form)) ?? []
    const syncWorks = kept.some(({ state }) => state === 'waiting') && !navigator.onLine ? await outbox!.backgroundSyncWorks() : false
    // A later read has newer news: this one's would be stale.
    if (read !== keptReads) return
    const panels: HTMLElement[] = []
    for (const message of kept) {
      if (inFlight.has(message.id)) continue
      ours.add(message.id)
      if (message.state === 'waiting' || message.state === 'sending') panels.push(keptPanel(message, syncWorks))
      else if (!finalPanels.has(message.id)) {
        finalPanels.set(message.id, finalPanel(message))
        whenVisible(() => void outbox!.forget(message.id))
      }
    }
    showKept(element, [...panels, ...finalPanels.values()])
  }

  function keptPanel(message: KeptView, syncWorks: boolean): HTMLElement {
    const panel = panelFor('kept', handOffFor(message.fields))
    panel.dataset.id = message.id
    fillSlot(panel, 'content', composeMessageOf(message.fields))
    const offline = !navigator.onLine
    showParts(panel, 'content')
    if (message.state === 'sending') showParts(panel, 'sending')
    else if (offline) showParts(panel, syncWorks ? 'withSync' : 'withoutSync')
    else showParts(panel, 'retrying', 'retry', 'links')
    if (tooLate.has(message.id)) markTooLate(panel)
    return panel
  }

  function finalPanel(message: KeptView): HTMLElement {
    const handOff = handOffFor(message.fields)
    const panel = panelFor('final', handOff, 'failed')
    panel.dataset.id = message.id
    fillSlot(panel, 'content', composeMessageOf(message.fields))
    const parts = {
      refused: ['failedTitle', 'keptRefused'],
      expired: ['expiredTitle', 'expired'],
      noEndpoint: ['noEndpointTitle', 'noEndpoint'],
    }
    showParts(panel, ...parts[message.state as keyof typeof parts], 'content')
    const emptyForm = Object.values(values()).every((value) => !value.trim())
    if (message.state === 'refused' && emptyForm && formEndpoint) {
      panel.dataset.values = JSON.stringify(message.fields)
      showParts(panel, 'retry')
    }
    return panel
  }

  function markTooLate(panel: HTMLElement): void {
    showParts(panel, 'tooLate')
    for (const button of panel.querySelectorAll('[data-action="cancel"], [data-action="retry"]')) button.remove()
  }

  const composeMessageOf = (of: Record<string, string>) => {
    const labels = formLabels[form]
    return composeMessage(
      cleanValues(form, of as FormValues<typeof form>),
      (field) => pageString(labels.namespace, (labels.fields as Record<string, string>)[field]!),
      (label, value) => pageString('common', 'forms.messageLine', { label, value }),
    )
  }

  async function act(action: string, panel: HTMLElement): Promise<void> {
    const id = panel.dataset.id
    if (action === 'copy') {
      const copied = await navigator.clipboard.writeText(panel.dataset.copyText ?? '').then(
        () => true,
        () => false,
      )
      showParts(panel, copied ? 'copied' : 'copyFailed', ...(copied ? [] : ['copyText']))
      return
    }
    if (action === 'retry' && panel.dataset.state === 'final' && panel.dataset.values) {
      writeValues(element, JSON.parse(panel.dataset.values) as Record<string, string>)
      if (id) finalPanels.delete(id)
      panel.remove()
      element.requestSubmit()
      return
    }
    if (action === 'retry' && panel.dataset.state === 'kept') {
      await (await loadOutbox())?.flushOutbox({ now: true })
      return void refreshKept()
    }
    if (action === 'retry') return element.requestSubmit()
    if (action === 'cancel' && id) {
      const outcome = await (await loadOutbox())?.cancel(id)
      if (outcome === 'tooLate') {
        tooLate.add(id)
        markTooLate(panel)
      } else void refreshKept()
    }
  }

  listenToOutbox((news: OutboxNews) => {
    if (news.form !== form || inFlight.has(news.id)) return
    if (news.state === 'sent' && ours.has(news.id)) showSent(news.id, news.fields)
    if (ours.has(news.id) || news.state === 'kept' || news.state === 'refused') void refreshKept()
  })
  for (const type of ['online', 'offline']) addEventListener(type, () => void (outboxModule && refreshKept()))
  if (mayHaveQueuedMessages()) void refreshKept()
}

/** A message shown for the last time is deleted once the visitor can see it: a tab in the background waits. */
function whenVisible(run: () => void): void {
  if (document.visibilityState === 'visible') return run()
  const onChange = () => {
    if (document.visibilityState !== 'visible') return
    document.removeEventListener('visibilitychange', onChange)
    run()
  }
  document.addEventListener('visibilitychange', onChange)
}

const isTransientReason = (reason: SendFailure | 'offline') => reason !== 'offline' && isTransient(reason)

/** Without the outbox's code nothing is kept, and a failure says so. */
async function sendDirectly(endpoint: string, payload: FormPayload<FormId>): Promise<Delivery> {
  if (!navigator.onLine) return { state: 'failed', reason: 'offline', saved: false }
  const result = await sendPayload(endpoint, formAccessKey ? { ...payload, access_key: formAccessKey } : payload)
  return result.ok ? { state: 'sent' } : { state: 'failed', reason: result.reason, saved: false }
}
