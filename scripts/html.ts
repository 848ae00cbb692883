import { JSDOM } from 'jsdom'

// A windowless DOMParser leaves <style> blocks as text instead of building style sheets nothing here reads.
const { DOMParser, NodeFilter } = new JSDOM('').window
export { NodeFilter }

/** A page as the document a browser builds from it (no script runs): nothing read by regular expressions. */
export const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, 'text/html')

/** The text a visitor reads: no style or script text, whitespace runs made one space, no-break spaces kept. */
export function textOf(element: Element | null | undefined): string {
  if (!element) return ''
  const copy = element.cloneNode(true) as Element
  for (const block of copy.querySelectorAll('style, script')) block.remove()
  return (copy.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ').trim()
}

export const textsOf = (root: ParentNode, selector: string): string[] => [...root.querySelectorAll(selector)].map(textOf)
