/**
 * Every text a visitor or screen reader gets from a prerendered page: the title, the meta description, the
 * text of the body (scripts and styles aside) and the named attributes that are read out or shown.
 */
export function pageTexts(document: Document, attributes: readonly string[]): string[] {
  const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '']
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, noscript') === null) texts.push(node.textContent ?? '')
  }
  for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
    for (const name of attributes) texts.push(element.getAttribute(name) ?? '')
  }
  return texts
}

/** The text with every name in `names` (longest first) taken out. */
export const withoutNames = (text: string, names: readonly string[]) => names.reduce((rest, name) => rest.split(name).join(' '), text)

/**
 * Text with every kind of space (no-break, narrow no-break) made a plain one, for comparing what shows. Here, not
 * in prerendered-html.ts, so the browser tests that need it do not load jsdom.
 */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
