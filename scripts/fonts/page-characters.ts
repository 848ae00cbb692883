import { pageStringsElementId } from '../../src/i18n/page-strings.ts'

/** Attributes a browser shows as text: in the page, as a tooltip or a placeholder. */
const shownAttributes = ['alt', 'aria-label', 'title', 'placeholder', 'aria-description', 'value']

function textNodes(root: Node, found: string[]): void {
  for (const node of root.childNodes) {
    if (node.nodeType === node.TEXT_NODE) found.push(node.nodeValue ?? '')
    else if (node.nodeType === node.ELEMENT_NODE) {
      const element = node as Element
      if (['SCRIPT', 'STYLE'].includes(element.tagName)) continue
      for (const name of shownAttributes) {
        const value = element.getAttribute(name)
        if (value !== null && !(name === 'value' && element.getAttribute('type') === 'hidden')) found.push(value)
      }
      textNodes(element.tagName === 'TEMPLATE' ? (element as HTMLTemplateElement).content : element, found)
    }
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** The texts a page can draw: its body's text, its templates', shown attributes and its islands' strings. */
export function pageTexts(page: Document): string[] {
  const found: string[] = []
  textNodes(page.body, found)
  const pageStrings = page.getElementById(pageStringsElementId)?.textContent
  if (pageStrings) found.push(...strings(JSON.parse(pageStrings)))
  return found
}

/** Every character of the texts that a font draws, with its capital too, for text set in capitals by CSS. */
export function drawnCharacters(texts: string[]): Set<number> {
  const characters = new Set<number>()
  for (const text of texts) {
    for (const character of `${text}${text.toLocaleUpperCase()}`) {
      const codePoint = character.codePointAt(0)!
      if (!/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(character)) characters.add(codePoint)
    }
  }
  return characters
}
