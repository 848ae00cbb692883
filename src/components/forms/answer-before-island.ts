import { formFields, formLabels, type FieldRule, type FormId, type FormValues } from '../../content/form-fields.ts'
import { siteConfig } from '../../site.config.ts'
import { islandStringsElementId, type IslandPageData } from '../island/island-strings.ts'
import { cleanValues, composeMessage, handOffLinks, type HandOff } from './form-submission.ts'
import { validateField, validateForm, type FieldError } from './form-validation.ts'

/**
 * A press of Send before the form's island has woken is answered by the page script at once, in the
 * page's language, from the strings the page already carries: the errors with their summary, the hand-off
 * to e-mail, or the button busy while the island comes to send. Plain DOM, no React: it runs with the page's small script.
 * When the island wakes, its server HTML is put back and React renders the same answer as it commits
 * (use-site-form.ts takes it over with takeEarlyAnswer), in one task: no frame shows the difference.
 */

/**
 * What the page script showed, for the island to take over. `errors`: each field's, checked again as it is
 * left; `summary`: those of the press, listed until the next one.
 */
export type EarlyAnswer =
  { errors: Partial<Record<string, FieldError>>; summary: Partial<Record<string, FieldError>> } | { handOff: HandOff }

const earlyAnswers = new Map<FormId, EarlyAnswer>()
/** Puts back what the page script changed in a form's HTML, newest change last: per form, and per field for a field's error. */
const undo = new Map<string, (() => void)[]>()

/** The answer the page script showed in a form before its island woke, once: the island takes it over. */
export function takeEarlyAnswer(form: FormId): EarlyAnswer | undefined {
  const answer = earlyAnswers.get(form)
  earlyAnswers.delete(form)
  return answer
}

/** Puts the form's server HTML back (hydrate-island.tsx asks for it just before React hydrates). */
export function restoreServerHtml(form: FormId, part: string = form): void {
  for (const [key, steps] of undo)
    if (key === part || (part === form && key.startsWith(`${form}:`))) for (const step of steps.splice(0).reverse()) step()
}

function change(part: string, step: () => void, back: () => void) {
  step()
  let steps = undo.get(part)
  if (!steps) undo.set(part, (steps = []))
  steps.push(back)
}

function setAttribute(form: string, element: Element, name: string, value: string) {
  const before = element.getAttribute(name)
  change(
    form,
    () => element.setAttribute(name, value),
    () => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)),
  )
}

function insert(form: string, node: Node, where: (node: Node) => void) {
  change(
    form,
    () => where(node),
    () => node.parentNode?.removeChild(node),
  )
}

function setText(form: string, element: Element, text: string) {
  const before = [...element.childNodes]
  change(
    form,
    () => element.replaceChildren(text),
    () => element.replaceChildren(...before),
  )
}

let pageData: IslandPageData | undefined
/** A string the form's island declares, from the page's JSON, with its {{placeholders}} filled in (numbers in the page's way). */
function pageString(namespace: string, key: string, values: Record<string, number | string> = {}): string {
  pageData ??= JSON.parse(document.getElementById(islandStringsElementId)?.textContent ?? '{}') as IslandPageData
  const { language, resources } = pageData
  const lookUp = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        resources[namespace as keyof typeof resources],
      )
  const plural = typeof values.count === 'number' ? `_${new Intl.PluralRules(language).select(values.count)}` : ''
  const text = lookUp(`${key}${plural}`) ?? lookUp(`${key}_other`) ?? lookUp(key)
  if (typeof text !== 'string') throw new Error(`The page carries no string ${namespace}:${key}`)
  return text.replace(/\{\{\s*(\w+)\s*(,\s*number)?\s*\}\}/g, (_, name: string, number?: string) => {
    const value = values[name] ?? ''
    return number ? new Intl.NumberFormat(language).format(Number(value)) : String(value)
  })
}

const errorText = (error: FieldError, maxLength: number) =>
  pageString('common', `forms.errors.${error}`, error === 'tooLong' ? { max: maxLength } : {})

function element(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

/** The live region in which the page script says politely what the button is doing; outside the form, which React hydrates. */
export function pressStatusRegion(island: HTMLElement): HTMLElement {
  let region = island.querySelector<HTMLElement>(':scope > [data-press-status]')
  if (!region) island.append((region = element('p', { 'data-press-status': '', 'aria-live': 'polite' })))
  return region
}

/**
 * Answers a press of Send before the island has woken. `errorsShown`: the errors and their summary are
 * shown and the first wrong field focused, as the island does, and the island takes them over as it wakes.
 * `handedOff`: without an endpoint, the visitor's e-mail app opens with the message written and the
 * hand-off's links are shown, as the island does (a message too long for the links waits for the island,
 * which offers to copy it). `islandToAnswer`: the button is busy, saying in the page's language that it is sending (or, while React
 * is hydrating the form and its HTML must not change, checking), and the island answers the submit.
 */
export function answerPress(
  island: HTMLElement,
  formElement: HTMLFormElement,
  form: FormId,
  values: Record<string, string>,
  endpoint: string | undefined,
): 'errorsShown' | 'handedOff' | 'islandToAnswer' {
  const hydrating = island.dataset.islandState === 'hydrating'
  const button = formElement.querySelector<HTMLButtonElement>('[type=submit]')
  const status = pressStatusRegion(island)
  const errors = validateForm(form, values as never) as Partial<Record<string, FieldError>>
  if (hydrating) {
    button?.setAttribute('aria-busy', 'true')
    status.textContent = pageString('common', 'forms.status.checking')
    return 'islandToAnswer'
  }
  restoreServerHtml(form)
  earlyAnswers.delete(form)
  island.dataset.islandChanged = ''
  if (Object.keys(errors).length > 0) {
    earlyAnswers.set(form, { errors, summary: errors })
    status.textContent = ''
    showSummary(formElement, form, errors)
    for (const [field, error] of Object.entries(errors)) showFieldError(formElement, form, field, error!)
    formElement.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus()
    return 'errorsShown'
  }
  if (!endpoint) {
    const handOff = handOffFor(island, form, values)
    if (!handOff.copyText) {
      earlyAnswers.set(form, { handOff })
      status.textContent = ''
      showHandOff(formElement, form, handOff)
      window.location.assign(handOff.mailto)
      return 'handedOff'
    }
  }
  setAttribute(form, formElement, 'aria-busy', 'true')
  if (button) {
    setAttribute(form, button, 'aria-busy', 'true')
    setAttribute(form, button, 'data-loading', '')
    setText(form, button, pageString('common', 'forms.status.sending'))
  }
  status.textContent = pageString('common', 'forms.status.sending')
  return 'islandToAnswer'
}

/** Takes the page script's busy state off the button once the island has answered the press. */
export function endBusyState(island: HTMLElement, formElement: HTMLFormElement): void {
  formElement.querySelector('[type=submit]')?.removeAttribute('aria-busy')
  pressStatusRegion(island).textContent = ''
}

/**
 * A field left after a press showed errors, before the island has woken: its error is checked again, as
 * the island does on blur (the summary stays as the press left it). While React hydrates, nothing changes.
 */
export function recheckField(island: HTMLElement, formElement: HTMLFormElement, form: FormId, field: string, value: string): void {
  const answer = earlyAnswers.get(form)
  const rule = (formFields[form] as Record<string, FieldRule>)[field]
  if (!answer || !('errors' in answer) || !rule || island.dataset.islandState === 'hydrating') return
  const error = validateField(rule, value)
  if (error === answer.errors[field]) return
  answer.errors[field] = error
  restoreServerHtml(form, `${form}:${field}`)
  island.dataset.islandChanged = ''
  if (error) showFieldError(formElement, form, field, error)
}

function showFieldError(formElement: HTMLFormElement, form: FormId, field: string, error: FieldError) {
  const control = formElement.elements.namedItem(field)
  if (!(control instanceof HTMLElement)) return
  const part = `${form}:${field}`
  const errorId = `${control.id}-error`
  const message = errorText(error, (formFields[form] as Record<string, FieldRule>)[field]!.maxLength)
  // After the control, or its select's wrapper: where the island renders a field's error.
  const anchor = control instanceof HTMLSelectElement ? control.parentElement! : control
  insert(part, element('p', { id: errorId, 'data-early-error': '' }, message), (node) => anchor.parentElement!.append(node))
  setAttribute(part, control, 'aria-invalid', 'true')
  const describedBy = control.getAttribute('aria-describedby')
  setAttribute(part, control, 'aria-describedby', describedBy ? `${errorId} ${describedBy}` : errorId)
}

function showSummary(formElement: HTMLFormElement, form: FormId, summary: Partial<Record<string, FieldError>>) {
  const entries = Object.entries(summary).flatMap(([field, error]) => {
    const control = formElement.elements.namedItem(field)
    if (!(control instanceof HTMLElement) || !error) return []
    const label = formElement.querySelector(`label[for="${control.id}"]`)?.firstChild?.textContent ?? field
    const message = errorText(error, (formFields[form] as Record<string, FieldRule>)[field]!.maxLength)
    return [element('li', {}, element('a', { href: `#${control.id}` }, label), ` – ${message}`)]
  })
  const box = element(
    'div',
    { role: 'alert', 'data-early-summary': '' },
    element('p', {}, pageString('common', 'forms.errors.summaryTitle', { count: entries.length })),
    element('ul', {}, ...entries),
  )
  // After the "Fields marked * are required" line: where the island renders its summary.
  const hint = formElement.querySelector('p')
  insert(form, box, (node) => (hint ? hint.after(node) : formElement.prepend(node)))
}

/** The e-mail and WhatsApp links of the visitor's message, written as the island writes them. */
function handOffFor(island: HTMLElement, form: FormId, values: Record<string, string>): HandOff {
  const { mailSubject } = JSON.parse(island.dataset.islandProps ?? '{}') as { mailSubject?: string }
  const labels = formLabels[form]
  return handOffLinks({
    email: siteConfig.email,
    whatsapp: siteConfig.whatsapp,
    subject: mailSubject ?? '',
    message: composeMessage(
      cleanValues(form, values as FormValues<typeof form>),
      (field) => pageString(labels.namespace, (labels.fields as Record<string, string>)[field]!),
      (label, value) => pageString('common', 'forms.messageLine', { label, value }),
    ),
    pasteHint: pageString('common', 'forms.pasteHint'),
  })
}

function showHandOff(formElement: HTMLFormElement, form: FormId, handOff: HandOff) {
  const panel = element(
    'div',
    { role: 'status', 'data-early-hand-off': '' },
    element('p', {}, pageString('common', 'forms.status.handedOffTitle')),
    element('p', {}, pageString('common', 'forms.status.handedOffText')),
    element(
      'div',
      {},
      element('a', { href: handOff.mailto }, pageString('common', 'forms.status.openEmail')),
      element(
        'a',
        { href: handOff.whatsapp, target: '_blank', rel: 'noopener noreferrer' },
        pageString('common', 'forms.status.sendWhatsApp'),
      ),
    ),
  )
  // Just above the button: where the island renders a form's status.
  const button = formElement.querySelector('[type=submit]')
  insert(form, panel, (node) => (button ? button.before(node) : formElement.append(node)))
}

/**
 * The island's code could not load and the browser is offline: the message could not be sent, said in
 * the page's language above the button, and everything typed stays (the draft). The next press tries again.
 */
export function showOfflineFailure(island: HTMLElement, formElement: HTMLFormElement, form: FormId): void {
  restoreServerHtml(form)
  island.dataset.islandChanged = ''
  const panel = element(
    'div',
    { role: 'alert', 'data-early-failure': '' },
    element('p', {}, pageString('common', 'forms.status.failedTitle')),
    element('p', {}, pageString('common', 'forms.status.failed.unreachable')),
  )
  const button = formElement.querySelector('[type=submit]')
  insert(form, panel, (node) => (button ? button.before(node) : formElement.append(node)))
}
