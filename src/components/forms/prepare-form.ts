import { formFields, type FieldName, type FormId, type FormValues } from '../../content/form-fields.ts'
import { beforeHydrateEvent } from '../island/island-events.ts'
import {
  answerPress,
  endBusyState,
  pressStatusRegion,
  recheckField,
  restoreServerHtml,
  showOfflineFailure,
} from './answer-before-island.ts'
import { readDraft, saveDraft } from './form-draft.ts'
import { formEndpoint } from './form-endpoint.ts'
import { mayHaveQueuedMessages } from './outbox-news.ts'

/** The form element of a form island; its id is the form's (contact, quote). */
export const formElementId = (form: FormId) => `${form}-form`

/** When the visitor first typed in each form, on the page's clock (performance.now()). */
const firstInputAt = new Map<FormId, number>()

/** Seconds from the first keystroke in the form (or the page's start, for a form filled from its draft) to now. */
export const secondsSinceFirstInput = (form: FormId) => Math.round((performance.now() - (firstInputAt.get(form) ?? 0)) / 1000)

/** The values in a form's fields as the visitor left them: what a draft keeps and what the island starts from. */
export function readFormValues<Form extends FormId>(form: Form, element: HTMLFormElement): FormValues<Form> {
  const values = {} as FormValues<Form>
  for (const field of Object.keys(formFields[form]) as FieldName<Form>[]) {
    const control = element.elements.namedItem(field)
    values[field] = control && 'value' in control ? control.value : ''
  }
  return values
}

/**
 * Before the form's island wakes: the draft comes back into the fields at once, every keystroke is
 * kept in the draft, and a submit is answered at once (answer-before-island.ts: the errors in the
 * page's language, or the button busy while the island comes to send it) instead of posting. If the
 * island's code cannot load, the form posts natively after all, unless the browser is offline.
 */
export function prepareForm(island: HTMLElement, wake: () => Promise<void>): void {
  const element = island.querySelector('form')
  const form = element?.dataset.form
  if (!element || !(form && form in formFields)) return
  const id = form as FormId

  const draft = readDraft(id, readFormValues(id, element))
  if (draft) {
    for (const [field, value] of Object.entries(draft)) {
      const control = element.elements.namedItem(field)
      // Text the visitor typed before this ran wins over the stored draft.
      if (control && 'value' in control && value && !control.value) control.value = value
    }
  }
  // A message written offline may still wait to go (outbox.ts): the island wakes at once to say so, with its Cancel.
  if (formEndpoint && mayHaveQueuedMessages()) wake().catch(() => {})
  const keepDraft = () => saveDraft(id, readFormValues(id, element))
  // On the island element, capturing, and before React's: while the island hydrates, its events are held
  // back from React there (hydrate-island.tsx), and every keystroke must still reach the draft.
  island.addEventListener(
    'input',
    () => {
      if (!firstInputAt.has(id)) firstInputAt.set(id, performance.now())
      keepDraft()
    },
    { capture: true },
  )
  island.addEventListener('change', keepDraft, { capture: true })

  element.noValidate = true
  pressStatusRegion(island)
  island.addEventListener(beforeHydrateEvent, () => restoreServerHtml(id))
  // A field left after a press showed errors: checked again, once any pointer is released (nothing moves under a click).
  let pointerPressed = false
  addEventListener('pointerdown', () => (pointerPressed = true), { capture: true, passive: true })
  for (const type of ['pointerup', 'pointercancel'])
    addEventListener(type, () => (pointerPressed = false), { capture: true, passive: true })
  island.addEventListener('focusout', ({ target }) => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return
    const recheck = () => recheckField(island, element, id, target.name, target.value)
    if (pointerPressed) addEventListener('pointerup', () => setTimeout(recheck), { once: true })
    else recheck()
  })
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target !== element || island.dataset.islandState === 'hydrated') return
      event.preventDefault()
      event.stopImmediatePropagation()
      const submitter = event.submitter
      const answer = answerPress(island, element, id, readFormValues(id, element), formEndpoint)
      wake().then(
        () => {
          endBusyState(island, element)
          if (answer === 'islandToAnswer') element.requestSubmit(submitter)
        },
        () => {
          endBusyState(island, element)
          // Offline, a native post would only show the browser's error page: the draft stays, and the page says why.
          if (!navigator.onLine) return showOfflineFailure(island, element, id)
          element.noValidate = false
          if (element.reportValidity()) HTMLFormElement.prototype.submit.call(element)
        },
      )
    },
    true,
  )
}
