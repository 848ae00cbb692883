import { JSDOM } from 'jsdom'

/**
 * Parsed by DOMParser, as a browser's DOMParser does: a document without a window. jsdom then leaves the pages'
 * <style> blocks as text, where in a window it parses each into a style sheet nothing here reads; that took more
 * than half of every parse (16 built pages: 525–960 ms against 227–321).
 */
const { DOMParser, NodeFilter } = new JSDOM('').window
/** The DOM's NodeFilter constants, for tree walkers over parsed pages (Node itself has none). */
export { NodeFilter }

/**
 * A page's HTML as the document a browser builds from it (jsdom's HTML parser; no script runs), for
 * the build steps, the benchmark and the tests that read built pages: entities decoded, attributes in
 * any quoting, nothing read by regular expressions.
 */
export const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, 'text/html')

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
