import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { formFields, honeypotField, type FieldName, type FieldRule, type FormId, type FormValues } from '../../content/form-fields.ts'
import { siteConfig } from '../../site.config.ts'
import { takeEarlyAnswer } from './answer-before-island.ts'
import { clearDraft, saveDraft } from './form-draft.ts'
import { formEndpoint } from './form-endpoint.ts'

export { formEndpoint }
import { buildPayload, cleanValues, composeMessage, handOffLinks, type HandOff, type SendFailure } from './form-submission.ts'
import { cancel, deliver } from './outbox.ts'
import { useOutboxNews } from './use-outbox-news.ts'
import { emptyValues, validateField, validateForm, type FieldError } from './form-validation.ts'
import { readFormValues, secondsSinceFirstInput } from './prepare-form.ts'

/** Web3Forms' public access key, sent with each form when set. */
const formAccessKey = (import.meta.env.VITE_FORM_ACCESS_KEY as string | undefined) || undefined

export type FormStatus =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'queued'; id: string }
  | { state: 'failed'; reason: SendFailure; handOff: HandOff }
  | { state: 'handedOff'; handOff: HandOff }

export type FieldErrors<Form extends FormId> = Partial<Record<FieldName<Form>, FieldError>>

interface SiteFormOptions<Form extends FormId> {
  form: Form
  language: string
  /** The visitor's words for each field, used to write the e-mail hand-off. */
  labelOf: (field: FieldName<Form>) => string
  /** One "label: value" line of the hand-off, punctuated for the language. */
  line: (label: string, value: string) => string
  /** The subject of the e-mail hand-off. */
  mailSubject: string
  /** What a hand-off link carries instead of a message too long for it. */
  pasteHint: string
}

/** Runs `task` once the browser has painted the next frame (at once in a hidden page, which paints none). */
function afterNextPaint(task: () => void) {
  if (document.visibilityState === 'hidden') return task()
  requestAnimationFrame(() => setTimeout(task))
}

/**
 * While a pointer is pressed, nothing in the form may move: a field's error appearing or going on blur
 * would shift the button under a click that is half done, and the click would miss. Blur checks wait
 * for the release, and run after the click it ends.
 */
function useAfterPointerRelease() {
  const pressed = useRef(false)
  const waiting = useRef<(() => void)[]>([])
  useEffect(() => {
    const press = () => (pressed.current = true)
    const release = () => {
      pressed.current = false
      const run = waiting.current.splice(0)
      // The click of this press is dispatched right after pointerup, in the same task.
      if (run.length) setTimeout(() => run.forEach((task) => task()))
    }
    const listeners = [
      ['pointerdown', press],
      ['pointerup', release],
      ['pointercancel', release],
    ] as const
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true)
    return () => listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true))
  }, [])
  return useCallback((task: () => void) => (pressed.current ? waiting.current.push(task) : task()), [])
}

/**
 * State of a contact or quote form: validates on submit and each field on blur, sends once at a time
 * to the configured endpoint (or hands off to e-mail), and after a success clears only what was sent
 * unchanged. Drafts are kept by prepare-form.ts, which runs before the island wakes.
 */
export function useSiteForm<Form extends FormId>({ form, language, labelOf, line, mailSubject, pasteHint }: SiteFormOptions<Form>) {
  const rules = formFields[form] as Record<FieldName<Form>, FieldRule>
  const fieldNames = Object.keys(rules) as FieldName<Form>[]
  // What the server rendered, which hydration must match; the visitor's values come in as React commits (below).
  const [values, setValues] = useState<FormValues<Form>>(() => emptyValues(form))
  const [errors, setErrors] = useState<FieldErrors<Form>>({})
  /** The errors the last submit found: the summary lists them until the next submit, so it never moves the form on blur. */
  const [summary, setSummary] = useState<FieldErrors<Form>>({})
  const [status, setStatus] = useState<FormStatus>({ state: 'editing' })
  const [errorSummaryVersion, setErrorSummaryVersion] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // Refs, not state: listeners and a send in flight read them, and a second submit in the same task must see the first.
  const latest = useRef(values)
  const submitted = useRef(false)
  const sending = useRef(false)
  /** A press seen, its answer not yet rendered: further presses until then are the same one. */
  const answering = useRef(false)
  const afterPointerRelease = useAfterPointerRelease()

  // The fields as the island wakes: a draft put back, what was typed before the island's code came and
  // while it hydrated (hydrate-island.tsx holds those events back from React). Read and rendered as React
  // commits, so that no keystroke comes in between and no render puts an empty value back into a field.
  useLayoutEffect(() => {
    const element = formRef.current
    if (!element) return
    const now = readFormValues(form, element)
    if (fieldNames.some((field) => now[field] !== latest.current[field])) {
      latest.current = now
      setValues(now)
    }
    // What the page script showed for a press before the island woke (answer-before-island.ts).
    const early = takeEarlyAnswer(form)
    if (early && 'errors' in early) {
      submitted.current = true
      setErrors(early.errors as FieldErrors<Form>)
      setSummary(early.summary as FieldErrors<Form>)
    }
    if (early && 'handOff' in early) setStatus({ state: 'handedOff', handOff: early.handOff })
    // Once, as the island commits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Stable from render to render, so a field whose value and error did not change is not rendered again.
  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    latest.current = { ...latest.current, [event.target.name]: event.target.value }
    setValues(latest.current)
    setStatus((current) => (current.state === 'failed' || current.state === 'handedOff' ? { state: 'editing' } : current))
  }, [])

  /** A field's error on leaving it; "please fill in" only once the visitor has tried to submit. */
  const onBlur = useCallback(
    (event: { target: { name: string } }) => {
      const field = event.target.name as FieldName<Form>
      afterPointerRelease(() => {
        const error = validateField(rules[field], latest.current[field])
        setErrors((current) => ({ ...current, [field]: error === 'required' && !submitted.current ? undefined : error }))
      })
    },
    [afterPointerRelease, rules],
  )

  /**
   * A press shows at once that it was seen: the button turns busy, and the answer (errors, hand-off or
   * sending) is rendered after that frame is painted. Rendering the whole form's answer takes a slow
   * phone a few hundred milliseconds, during which nothing would change on screen.
   */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current || answering.current) return
    answering.current = true
    const honeypot = new FormData(event.currentTarget).get(honeypotField)
    const button = (event.nativeEvent as SubmitEvent).submitter
    button?.setAttribute('aria-busy', 'true')
    afterNextPaint(() => {
      button?.removeAttribute('aria-busy')
      answering.current = false
      // Rendered in this task, not the next one React would schedule: the answer is what the visitor waits for.
      flushSync(() => void answer(typeof honeypot === 'string' ? honeypot : ''))
    })
  }

  /** Links that open e-mail and WhatsApp with these values written. */
  function handOffFor(values: FormValues<Form>) {
    return handOffLinks({
      email: siteConfig.email,
      whatsapp: siteConfig.whatsapp,
      subject: mailSubject,
      message: composeMessage(cleanValues(form, values), labelOf, line),
      pasteHint,
    })
  }

  async function answer(honeypot: string) {
    submitted.current = true
    const attempt = latest.current
    const found = validateForm(form, attempt)
    setErrors(found)
    setSummary(found)
    const firstInvalid = fieldNames.find((field) => found[field])
    if (firstInvalid) {
      setErrorSummaryVersion((version) => version + 1)
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }

    const handOff = handOffFor(attempt)
    if (!formEndpoint) {
      setStatus({ state: 'handedOff', handOff })
      // Opens the visitor's e-mail app with the message written; a message too long for a link waits to be copied first.
      if (!handOff.copyText) window.location.assign(handOff.mailto)
      return
    }

    sending.current = true
    setStatus({ state: 'sending' })
    const delivery = await deliver(
      formEndpoint,
      buildPayload(form, attempt, {
        language,
        pageUrl: window.location.href,
        honeypot,
        elapsedSeconds: secondsSinceFirstInput(form),
        accessKey: formAccessKey,
      }),
    )
    // Sent or kept offline: the outbox's news says so (below), as it does for a message sent later.
    if (delivery.state !== 'failed') return
    sending.current = false
    setStatus({ state: 'failed', reason: delivery.reason, handOff })
  }

  /** After the endpoint accepted a message: only the fields that still hold what was sent are emptied. */
  function clearSent(unchanged: (field: FieldName<Form>) => boolean) {
    const unsent = Object.fromEntries(fieldNames.map((field) => [field, unchanged(field) ? '' : latest.current[field]])) as FormValues<Form>
    latest.current = unsent
    setValues(unsent)
    if (Object.values(unsent).some(Boolean)) saveDraft(form, unsent)
    else clearDraft(form)
    submitted.current = false
    setErrors({})
    setSummary({})
    setStatus({ state: 'sent' })
  }

  // A message sent or kept offline, and later sent, refused or cancelled, by this page, another or the service worker.
  // Only this form's own message counts: the one it is sending, the one it shows as kept, or what was heard before it woke.
  const keptId = useRef<string>(undefined)
  useOutboxNews(form, !!formEndpoint, (news, { earlier }) => {
    const ours = earlier || news.id === keptId.current || (sending.current && !keptId.current && news.state !== 'cancelled')
    if (!ours) return
    if (news.state === 'queued') {
      keptId.current = news.id
      sending.current = true
      setStatus({ state: 'queued', id: news.id })
      return
    }
    keptId.current = undefined
    sending.current = false
    if (news.state === 'cancelled') setStatus({ state: 'editing' })
    else if (news.state === 'failed') setStatus({ state: 'failed', reason: news.reason, handOff: handOffFor(latest.current) })
    else {
      const sent = news.fields as FormValues<Form>
      const now = cleanValues(form, latest.current)
      clearSent((field) => now[field] === sent[field])
    }
  })

  return {
    formRef,
    values,
    errors,
    /** The errors of the last submit, in field order. */
    summary: fieldNames.flatMap((field) => (summary[field] ? [{ field, error: summary[field] }] : [])),
    status,
    /** Changes each time a submit finds errors, so the summary is announced again. */
    errorSummaryVersion,
    onChange,
    onBlur,
    onSubmit,
    retry: () => formRef.current?.requestSubmit(),
    /** Drops the message kept offline; if it is being sent at that moment, the news of its fate follows. */
    cancelQueued: () => void (status.state === 'queued' && cancel(status.id)),
  }
}
