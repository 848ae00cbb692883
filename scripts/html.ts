import { JSDOM, VirtualConsole } from 'jsdom'

/** jsdom reports the modern CSS it cannot parse (cascade layers, `:has()`); the pages' styles are not what is read here. */
const quiet = new VirtualConsole()

/**
 * A page's HTML as the document a browser builds from it (jsdom's HTML parser; no script runs), for
 * the build steps, the benchmark and the tests that read built pages: entities decoded, attributes in
 * any quoting, nothing read by regular expressions.
 */
export const parseHtml = (html: string): Document => new JSDOM(html, { virtualConsole: quiet }).window.document

/**
 * The text a visitor reads in an element: its text without any style or script block in it, with runs of
 * line breaks, tabs and spaces made one space. No-break spaces stay.
 */
export function textOf(element: Element | null | undefined): string {
  if (!element) return ''
  const copy = element.cloneNode(true) as Element
  for (const block of copy.querySelectorAll('style, script')) block.remove()
  return (copy.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ').trim()
}

/** The text of every element matching the selector, in document order. */
export const textsOf = (root: ParentNode, selector: string): string[] => [...root.querySelectorAll(selector)].map(textOf)
