import type { ParseKeys } from 'i18next'
import { formFields, type FieldRule, type FormId } from '../../content/form-fields.ts'
import type { HandOff } from './form-submission.ts'
import type { FieldError } from './form-validation.ts'
import { pageString } from '../../i18n/page-string.ts'
import {
  markSelector,
  marksOf,
  type ActionName,
  type AreaName,
  type PanelState,
  type PartName,
  type SlotName,
  type TemplateName,
} from './form-contract.ts'

/** Draws a form's answers from the templates the server rendered (form-templates.tsx); form-controller.ts decides. */

export function clone(form: HTMLFormElement, template: TemplateName): HTMLElement {
  const source = form.querySelector<HTMLTemplateElement>(`template${markSelector('template', template)}`)
  if (!source?.content.firstElementChild) throw new Error(`The form has no template ${template}`)
  return source.content.firstElementChild.cloneNode(true) as HTMLElement
}

/** Parts set aside by `prune` that an action may still show, each with the comment that holds its place. */
const setAside = new WeakMap<HTMLElement, { part: HTMLElement; place: Comment }[]>()

const partOf = (element: HTMLElement) => marksOf(element).part!

export function showParts(panel: HTMLElement, ...names: PartName[]): HTMLElement {
  for (const { part, place } of setAside.get(panel) ?? []) if (names.includes(partOf(part))) place.replaceWith(part)
  for (const part of panel.querySelectorAll<HTMLElement>(markSelector('part'))) if (names.includes(partOf(part))) part.hidden = false
  return panel
}

export function fillSlot(panel: HTMLElement, slot: SlotName, text: string): void {
  for (const element of panel.querySelectorAll<HTMLElement>(markSelector('slot', slot))) {
    if (element instanceof HTMLAnchorElement) element.href = text
    else element.textContent = text
  }
}

function fillHandOff(panel: HTMLElement, handOff: HandOff): HTMLElement {
  fillSlot(panel, 'mailto', handOff.mailto)
  fillSlot(panel, 'whatsapp', handOff.whatsapp)
  if (handOff.copyText) {
    fillSlot(panel, 'copyText', handOff.copyText)
    showParts(panel, 'long')
  }
  return panel
}

/** A panel cloned from its template, marked with the state it shows, with the visitor's message in its hand-off links. */
export function panelOf(form: HTMLFormElement, template: TemplateName, state: PanelState, handOff?: HandOff): HTMLElement {
  const panel = clone(form, template)
  marksOf(panel).state = state
  if (handOff) {
    fillHandOff(panel, handOff)
    marksOf(panel).copyText = handOff.copyText ?? ''
  }
  return panel
}

export function removeActions(panel: HTMLElement, ...actions: ActionName[]): void {
  for (const action of actions) for (const button of panel.querySelectorAll(markSelector('action', action))) button.remove()
}

const area = (form: HTMLFormElement, name: AreaName) => form.querySelector<HTMLElement>(markSelector(`${name}Area`))!

const laterParts: PartName[] = ['copied', 'copyFailed', 'copyText', 'tooLate']

/** Takes every part not shown out of the panel, so that nothing hidden is in its text; later parts wait aside. */
function prune(panel: HTMLElement): HTMLElement {
  const aside = setAside.get(panel) ?? []
  for (const part of panel.querySelectorAll<HTMLElement>(`${markSelector('part')}[hidden]`)) {
    if (laterParts.includes(partOf(part))) {
      const place = document.createComment(partOf(part))
      part.replaceWith(place)
      aside.push({ part, place })
    } else part.remove()
  }
  setAside.set(panel, aside)
  return panel
}

export function showStatus(form: HTMLFormElement, panel?: HTMLElement): void {
  area(form, 'status').replaceChildren(...(panel ? [prune(panel)] : []))
}

export const statusShown = (form: HTMLFormElement) => area(form, 'status').firstElementChild as HTMLElement | null

export function showKept(form: HTMLFormElement, panels: HTMLElement[]): void {
  area(form, 'kept').replaceChildren(...panels.map(prune))
}

/** Focus goes to the first wrong field. */
export const focusField = (form: HTMLFormElement, field: string) => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()

export function sayStatus(form: HTMLFormElement, text: string): void {
  form.querySelector(markSelector('pressStatus'))!.textContent = text
}

const originalButtons = new WeakMap<HTMLElement, Node[]>()
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('[type=submit]')
  if (!button) return
  form.toggleAttribute('aria-busy', busy)
  if (busy && !originalButtons.has(button)) {
    const drawn = clone(form, 'busy')
    originalButtons.set(button, [...button.childNodes])
    button.replaceChildren(...drawn.childNodes)
    for (const name of ['data-loading', 'disabled']) if (drawn.hasAttribute(name)) button.setAttribute(name, '')
  } else if (!busy && originalButtons.has(button)) {
    button.replaceChildren(...originalButtons.get(button)!)
    originalButtons.delete(button)
    button.removeAttribute('data-loading')
    button.removeAttribute('disabled')
  }
}

const ruleOf = (form: FormId, field: string) => (formFields[form] as Record<string, FieldRule>)[field]!

const errorKeys = {
  required: 'forms.errors.required',
  email: 'forms.errors.email',
  phone: 'forms.errors.phone',
  tooLong: 'forms.errors.tooLong',
  invalidOption: 'forms.errors.invalidOption',
} as const satisfies Record<FieldError, ParseKeys<'common'>>

const errorText = (form: FormId, field: string, error: FieldError) =>
  pageString('common', errorKeys[error], error === 'tooLong' ? { max: ruleOf(form, field).maxLength } : {})

function controlOf(form: HTMLFormElement, field: string) {
  const control = form.elements.namedItem(field)
  return control instanceof HTMLElement ? control : undefined
}

/** Ties the control to its error, then its count, in that order, as a screen reader should read them. */
function describe(control: HTMLElement, box: HTMLElement) {
  const ids = [markSelector('error'), markSelector('count')].flatMap((selector) => box.querySelector(selector)?.id ?? [])
  if (ids.length) control.setAttribute('aria-describedby', ids.join(' '))
  else control.removeAttribute('aria-describedby')
}

export function showFieldError(form: HTMLFormElement, id: FormId, field: string, error: FieldError | undefined): void {
  const control = controlOf(form, field)
  const box = control?.closest<HTMLElement>(markSelector('field'))
  if (!control || !box) return
  box.querySelector(markSelector('error'))?.remove()
  control.setAttribute('aria-invalid', String(!!error))
  if (error) {
    const message = clone(form, 'fieldError')
    message.id = `${control.id}-error`
    marksOf(message).error = ''
    message.textContent = errorText(id, field, error)
    box.append(message)
  }
  describe(control, box)
}

/** From this share of its limit on, a field shows how many characters it holds. */
const countFrom = 0.8

export function showCount(form: HTMLFormElement, id: FormId, field: string, length: number): void {
  const control = controlOf(form, field)
  const box = control?.closest<HTMLElement>(markSelector('field'))
  const { maxLength } = ruleOf(id, field)
  if (!control || !box) return
  const current = box.querySelector<HTMLElement>(markSelector('count'))
  const over = length - maxLength
  if (length < maxLength * countFrom) {
    if (!current) return
    current.remove()
    return describe(control, box)
  }
  const count = clone(form, over > 0 ? 'countOver' : 'count')
  count.id = `${control.id}-count`
  count.textContent =
    over > 0
      ? pageString('common', 'forms.countOver', { count: over })
      : pageString('common', 'forms.count', { used: length, max: maxLength })
  if (current) current.replaceWith(count)
  else {
    const error = box.querySelector(markSelector('error'))
    if (error) error.before(count)
    else box.append(count)
  }
  describe(control, box)
}

export function showSummary(form: HTMLFormElement, id: FormId, errors: [string, FieldError][]): void {
  const summaryArea = area(form, 'summary')
  if (!errors.length) return summaryArea.replaceChildren()
  const summary = clone(form, 'summary')
  fillSlot(summary, 'title', pageString('common', 'forms.errors.summaryTitle', { count: errors.length }))
  summary.querySelector('ul')!.append(
    ...errors.map(([field, error]) => {
      const item = clone(form, 'summaryItem')
      const control = controlOf(form, field)!
      const link = item.querySelector<HTMLAnchorElement>(markSelector('slot', 'link'))!
      link.href = `#${control.id}`
      link.textContent = form.querySelector(`label[for="${control.id}"]`)?.firstChild?.textContent?.trim() ?? field
      fillSlot(item, 'message', ` – ${errorText(id, field, error)}`)
      return item
    }),
  )
  summaryArea.replaceChildren(summary)
}
