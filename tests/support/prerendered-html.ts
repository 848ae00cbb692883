import { parseHtml, textOf, textsOf } from '../../scripts/html.ts'
import { plainSpaces } from './page-texts.ts'

/** Reading a prerendered page's HTML the way a visitor reads it: through the document a browser parses from it. */

export { parseHtml, plainSpaces, textOf, textsOf }

/** The main landmark of a page. */
export function mainOf(html: string): Element {
  const main = parseHtml(html).querySelector('main')
  if (!main) throw new Error('the page has no <main>')
  return main
}

/** The text of every heading of one level, in order. */
export const headings = (root: ParentNode, level: number) => textsOf(root, `h${level}`)

/**
 * The text of every element that holds text of its own and no other element: the lines a visitor reads,
 * with every kind of space made plain.
 */
export const linesOf = (root: ParentNode) =>
  [...root.querySelectorAll('*')]
    .filter((element) => element.children.length === 0 && !['style', 'script'].includes(element.localName))
    .map((element) => plainSpaces(textOf(element)))
    .filter(Boolean)

/** Each figure of the description lists, value first as it shows: "50+ Happy Clients". */
export const figuresOf = (root: ParentNode) =>
  [...root.querySelectorAll('dt')].map((term) => `${textOf(term.nextElementSibling)} ${textOf(term)}`)

/**
 * The form control with this name as a visitor meets it: its kind (input type or element), whether it is required, its
 * label as shown and its name as read out (the label without what it hides from screen readers).
 */
export function formControl(root: ParentNode, name: string) {
  const control = root.querySelector(`[name="${name}"]`)
  const label = control?.id ? root.querySelector(`label[for="${control.id}"]`) : null
  const readOut = label?.cloneNode(true) as Element | undefined
  for (const hidden of readOut?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove()
  return {
    kind: control?.localName === 'input' ? control.getAttribute('type') : control?.localName,
    required: control?.hasAttribute('required'),
    label: label ? textOf(label) : undefined,
    name: readOut ? textOf(readOut) : undefined,
  }
}

/** Value and label of each option of a select, with every kind of space made plain. */
export const optionsOf = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((option) => [
    option.value,
    plainSpaces(textOf(option)),
  ])

/** Each disclosure as a visitor opens it: its question (the summary) and its answer, in order. */
export const disclosuresOf = (root: ParentNode) =>
  [...root.querySelectorAll('details')].map((details) => ({
    question: textOf(details.querySelector('summary')),
    answer: textOf(details.querySelector('summary ~ :not(style)')),
  }))

/** The link whose text is this, or null. */
export const linkNamed = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('a')].find((link) => textOf(link) === text)?.getAttribute('href') ?? null

/** The named attributes of an element, to compare at once. */
export const attributesOf = (element: Element | null, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, element?.getAttribute(name) ?? null]))
