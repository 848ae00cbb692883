import { formFields, type FieldRule, type FormId } from '../../content/form-fields.ts'
import { markSelector, marksOf } from './form-contract.ts'
import { readDraft, saveDraft } from './form-draft.ts'
import { readValues, type FormRun } from './form-run.ts'
import { validateField } from './form-validation.ts'
import { showCount, showFieldError, showStatus, statusShown } from './form-view.ts'
import { KeptMessages, loadOutbox, outboxAsked } from './kept-messages.ts'
import { listenToOutbox, mayHaveQueuedMessages } from './outbox-news.ts'
import { FormSubmission } from './submit-form.ts'

/** Runs each contact or quote form from the page script alone, so a press is answered at once on any phone. */
export function startForms(): { loadAhead: () => void } | undefined {
  const forms = [...document.querySelectorAll<HTMLFormElement>(`form${markSelector('form')}`)]
  for (const element of forms) {
    const { form } = marksOf(element)
    if (form && form in formFields) startForm(element, form)
  }
  // Loaded while the connection lasts, so a message written after it drops is still kept; not under Save-Data.
  if (forms.length && document.documentElement.dataset.saveData !== 'on') return { loadAhead: () => void loadOutbox() }
}

const isControl = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement

function startForm(element: HTMLFormElement, form: FormId): void {
  const run: FormRun = { element, form, ownMessageIds: new Set(), inFlight: new Set() }
  const kept = new KeptMessages(run)
  const submission = new FormSubmission(run, () => void kept.refresh())
  restoreDraft(element, form)
  for (const [field, value] of Object.entries(readValues(form, element))) showCount(element, form, field, value.trim().length)
  element.noValidate = true

  const turnToForm = () => void loadOutbox()
  for (const type of ['focusin', 'input', 'pointerdown']) element.addEventListener(type, turnToForm, { once: true, passive: true })
  element.addEventListener('input', ({ target }) => {
    saveDraft(form, readValues(form, element))
    if (isControl(target)) showCount(element, form, target.name, target.value.trim().length)
    const shown = statusShown(element)
    if (shown && (marksOf(shown).state === 'failed' || marksOf(shown).state === 'handedOff')) showStatus(element)
  })
  checkOnLeaving(element, form, () => submission.submitted)
  element.addEventListener('submit', (event) => {
    event.preventDefault()
    void submission.submit()
  })
  element.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>(markSelector('action'))
    const panel = button?.closest<HTMLElement>(markSelector('state'))
    if (button && panel) void kept.runPanelAction(marksOf(button).action!, panel)
  })

  listenToOutbox((news) => {
    if (news.form !== form || run.inFlight.has(news.id)) return
    if (news.state === 'sent' && run.ownMessageIds.has(news.id)) submission.showSent(news.id, news.fields)
    if (run.ownMessageIds.has(news.id) || news.state === 'kept' || news.state === 'refused') void kept.refresh()
  })
  for (const type of ['online', 'offline']) addEventListener(type, () => void (outboxAsked() && kept.refresh()))
  if (mayHaveQueuedMessages()) void kept.refresh()
}

/** Text the visitor typed before this ran wins over the stored draft. */
function restoreDraft(element: HTMLFormElement, form: FormId): void {
  for (const [field, value] of Object.entries(readDraft(form, readValues(form, element)) ?? {})) {
    const control = element.elements.namedItem(field)
    if (control && 'value' in control && value && !control.value) control.value = value
  }
}

/** A field's error on leaving it, once any pointer is released: nothing may move under a click half done. */
function checkOnLeaving(element: HTMLFormElement, form: FormId, submitted: () => boolean): void {
  const rules = formFields[form] as Record<string, FieldRule>
  let pointerPressed = false
  addEventListener('pointerdown', () => (pointerPressed = true), { capture: true, passive: true })
  for (const type of ['pointerup', 'pointercancel'])
    addEventListener(type, () => (pointerPressed = false), { capture: true, passive: true })
  element.addEventListener('focusout', ({ target }) => {
    if (!isControl(target)) return
    const rule = rules[target.name]
    if (!rule) return
    const recheck = () => {
      const error = validateField(rule, target.value)
      showFieldError(element, form, target.name, error === 'required' && !submitted() ? undefined : error)
    }
    if (pointerPressed) addEventListener('pointerup', () => setTimeout(recheck), { once: true })
    else recheck()
  })
}
