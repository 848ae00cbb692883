import { findLayoutProblems, type LayoutProblem } from '../shared/find-layout-problems.ts'

/**
 * The preview is the real page in key mode, where i18next writes every text followed by its key,
 * “Nos services ⟦home:services.title⟧”. These functions run on the preview's document (same origin): they
 * turn each marker into an element that carries its key and shows only the text, then follow the translator.
 */
const keyAttribute = 'data-translate-key'
const selectedAttribute = 'data-translate-selected'
const markedAttributes = ['alt', 'aria-label', 'title', 'placeholder'] as const
const markers = /([\s\S]*?) ⟦([^⟧]+)⟧/g
const anyMarker = / ⟦[^⟧]+⟧/g

/** Wraps every marked text under `root` in a span naming its key; marked attributes lose the marker and name it too. */
export function markTexts(root: ParentNode & Node): void {
  const doc = root.ownerDocument ?? (root as Document)
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const found: Text[] = []
  while (walker.nextNode()) if (walker.currentNode.nodeValue?.includes(' ⟦')) found.push(walker.currentNode as Text)
  for (const node of found) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template')) continue
    const text = node.nodeValue!
    if (parent.localName === 'title' || parent.localName === 'option' || parent.localName === 'textarea') {
      const key = [...text.matchAll(markers)][0]?.[2]
      node.nodeValue = text.replace(anyMarker, '')
      if (key && parent.localName !== 'title') parent.setAttribute(keyAttribute, key)
      continue
    }
    const fragment = doc.createDocumentFragment()
    let end = 0
    for (const [whole, value, key] of text.matchAll(markers)) {
      const span = doc.createElement('span')
      span.setAttribute(keyAttribute, key!)
      span.textContent = value!
      fragment.append(span)
      end += whole.length
    }
    if (end < text.length) fragment.append(text.slice(end))
    node.replaceWith(fragment)
  }
  for (const element of root instanceof Element ? [root, ...root.querySelectorAll('*')] : root.querySelectorAll('*')) {
    for (const name of markedAttributes) {
      const value = element.getAttribute(name)
      if (!value?.includes(' ⟦')) continue
      const key = [...value.matchAll(markers)][0]?.[2]
      element.setAttribute(name, value.replace(anyMarker, ''))
      if (key) element.setAttribute(`data-translate-${name}`, key)
    }
  }
  if (doc.title.includes(' ⟦')) doc.title = doc.title.replace(anyMarker, '')
}

/** The key of what was clicked or checked: its text's, or an attribute's (a photo's alt). */
export function keyOf(element: Element): string | undefined {
  const marked = element.closest(`[${keyAttribute}]`) ?? element.querySelector(`[${keyAttribute}]`)
  if (marked) return marked.getAttribute(keyAttribute) ?? undefined
  for (const name of markedAttributes) {
    const key = element.closest(`[data-translate-${name}]`)?.getAttribute(`data-translate-${name}`)
    if (key) return key
  }
  return undefined
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g
const tags = /<\/?[\w-]+\s*\/?>/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What the site put in each placeholder of `template` to write `rendered`: {{phone}} → +233 20 123 4567. */
function placeholderValues(template: string, rendered: string): Record<string, string> {
  const names = [...template.matchAll(placeholder)].map((match) => match[1]!)
  const pattern = new RegExp(
    `^${template
      .replace(tags, '')
      .split(placeholder)
      .map((part, index) => (index % 2 ? '([\\s\\S]*?)' : escape(part)))
      .join('')}$`,
  )
  const match = pattern.exec(rendered)
  return Object.fromEntries(names.map((name, index) => [name, match?.[index + 1] ?? `{{${name}}}`]))
}

/**
 * Shows `textOf(key)` in place of every marked text that has one (a draft), with the page's own values in its
 * placeholders, and puts back the saved text where a draft went. `savedOf` is the text the page was rendered from.
 */
export function showTexts(doc: Document, textOf: (key: string) => string | undefined, savedOf: (key: string) => string | undefined): void {
  for (const element of doc.querySelectorAll<HTMLElement>(`[${keyAttribute}]`)) {
    const key = element.getAttribute(keyAttribute)!
    const wanted = textOf(key)
    if (wanted === undefined && element.dataset.translateValues === undefined) continue
    if (element.dataset.translateValues === undefined)
      element.dataset.translateValues = JSON.stringify(placeholderValues(savedOf(key) ?? '', element.textContent ?? ''))
    const values = JSON.parse(element.dataset.translateValues) as Record<string, string>
    const text = (wanted ?? savedOf(key) ?? '').replace(tags, '').replace(placeholder, (whole, name: string) => values[name] ?? whole)
    if (element.textContent !== text) element.textContent = text
  }
}

/** Highlights the texts of one key; returns the first, to scroll to. */
export function highlight(doc: Document, key: string | undefined): Element | undefined {
  for (const element of doc.querySelectorAll(`[${selectedAttribute}]`)) element.removeAttribute(selectedAttribute)
  if (!key) return undefined
  const found = [
    ...doc.querySelectorAll(`[${keyAttribute}="${CSS.escape(key)}"]`),
    ...markedAttributes.flatMap((name) => [...doc.querySelectorAll(`[data-translate-${name}="${CSS.escape(key)}"]`)]),
  ]
  for (const element of found) element.setAttribute(selectedAttribute, '')
  return found[0]
}

/** The highlight's look, added to the preview's document once. */
export function addPreviewStyle(doc: Document): void {
  const style = doc.createElement('style')
  style.textContent = `[${selectedAttribute}] { outline: 3px solid #d97706 !important; outline-offset: 2px; background: rgb(250 204 21 / 0.35) !important; }
[${keyAttribute}]:hover { outline: 1px dashed #d97706; cursor: pointer; }`
  doc.head.append(style)
}

/** The layout check's findings on the preview at phone width, each with the key of its text where it can tell. */
export const layoutProblems = (doc: Document): LayoutProblem[] => findLayoutProblems(doc, { keyOf })
