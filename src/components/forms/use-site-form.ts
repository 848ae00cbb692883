import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { formFields, honeypotField, type FieldName, type FormId, type FormValues } from '../../content/form-fields'
import { siteConfig } from '../../site.config'
import { clearDraft } from './form-draft'
import { buildPayload, composeMessage, mailtoUrl, sendPayload, whatsappUrl } from './form-submission'
import { emptyValues, validateForm, type FieldError } from './form-validation'
import { formElementId, readFormValues } from './prepare-form'

/** Where forms are sent, set at build time; without it, forms hand off to e-mail and WhatsApp. */
export const formEndpoint = (import.meta.env.VITE_FORM_ENDPOINT as string | undefined) || undefined

export type FormStatus =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed' }
  | { state: 'handedOff'; mailto: string; whatsapp: string }

interface SiteFormOptions<Form extends FormId> {
  form: Form
  language: string
  /** The visitor's words for each field, used to write the e-mail hand-off. */
  labelOf: (field: FieldName<Form>) => string
  /** One "label: value" line of the hand-off, punctuated for the language. */
  line: (label: string, value: string) => string
  /** The subject of the e-mail hand-off. */
  mailSubject: string
}

/**
 * What the fields hold as the island wakes: the prerendered form is empty, but by now it may hold a
 * restored draft and what the visitor typed before the island woke, which React must keep.
 */
function initialValues<Form extends FormId>(form: Form): FormValues<Form> {
  if (typeof document === 'undefined') return emptyValues(form)
  const element = document.getElementById(formElementId(form))
  return element instanceof HTMLFormElement ? readFormValues(form, element) : emptyValues(form)
}

/**
 * State of a contact or quote form: validates on submit and then on blur, drops honeypot
 * submissions, never sends twice at once, and sends to the configured endpoint or hands off to
 * e-mail. Drafts are kept by prepare-form.ts, which runs before the island wakes.
 */
export function useSiteForm<Form extends FormId>({ form, language, labelOf, line, mailSubject }: SiteFormOptions<Form>) {
  const [values, setValues] = useState<FormValues<Form>>(() => initialValues(form))
  const [errors, setErrors] = useState<Partial<Record<FieldName<Form>, FieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [status, setStatus] = useState<FormStatus>({ state: 'editing' })
  const [errorSummaryVersion, setErrorSummaryVersion] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  const fieldNames = Object.keys(formFields[form]) as FieldName<Form>[]

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as FieldName<Form>
    setValues((current) => ({ ...current, [field]: event.target.value }))
    if (status.state === 'failed' || status.state === 'handedOff') setStatus({ state: 'editing' })
  }

  function onBlur() {
    if (submitted) setErrors(validateForm(form, values))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.state === 'sending') return
    const honeypot = new FormData(event.currentTarget).get(honeypotField)
    if (typeof honeypot === 'string' && honeypot.trim()) {
      // A bot filled the invisible field: pretend all went well and send nothing.
      setStatus({ state: 'sent' })
      return
    }
    setSubmitted(true)
    const found = validateForm(form, values)
    setErrors(found)
    const firstInvalid = fieldNames.find((field) => found[field])
    if (firstInvalid) {
      setErrorSummaryVersion((version) => version + 1)
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }

    if (!formEndpoint) {
      const message = composeMessage(values, labelOf, line)
      const mailto = mailtoUrl(siteConfig.email, mailSubject, message)
      setStatus({ state: 'handedOff', mailto, whatsapp: whatsappUrl(siteConfig.whatsapp, `${mailSubject}\n\n${message}`) })
      // Opens the visitor's e-mail app with the message written; the status panel offers both links again.
      window.location.assign(mailto)
      return
    }

    setStatus({ state: 'sending' })
    const result = await sendPayload(formEndpoint, buildPayload(form, values, language, window.location.href))
    if (result.ok) {
      clearDraft(form)
      setValues(emptyValues(form))
      setSubmitted(false)
      setStatus({ state: 'sent' })
    } else {
      setStatus({ state: 'failed' })
    }
  }

  const invalidFields = fieldNames.filter((field) => errors[field])

  return {
    formRef,
    values,
    errors,
    invalidFields,
    status,
    /** Changes each time a submit finds errors, so the summary is announced again. */
    errorSummaryVersion,
    fieldProps: (field: FieldName<Form>) => ({
      name: field,
      value: values[field],
      onChange,
      onBlur,
    }),
    onSubmit,
    retry: () => formRef.current?.requestSubmit(),
  }
}
