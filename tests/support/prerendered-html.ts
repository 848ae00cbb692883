/** Reading a prerendered page's HTML the way a visitor reads it. */

/** HTML without its style tags, React's text separators and the entities React writes. */
export const readableHtml = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The main landmark, readable. */
export const mainOf = (html: string) => readableHtml(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')

/** The text of every heading of one level, in order. */
export const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, ''),
  )

/** The tag of the form control with this name. */
const controlTag = (html: string, name: string) =>
  new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? ''

/** The form control with this name as a visitor meets it: its kind (input type or element), whether it is required, its label. */
export function formControl(html: string, name: string) {
  const tag = controlTag(html, name)
  const element = /^<(\w+)/.exec(tag)?.[1]
  const id = /\bid="([^"]+)"/.exec(tag)?.[1]
  const label = id && new RegExp(`<label [^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1]
  return {
    kind: element === 'input' ? /\btype="([^"]+)"/.exec(tag)?.[1] : element,
    required: tag.includes('required=""'),
    label: label
      ? label
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      : undefined,
  }
}

/** Value and label of each option of a select, with every kind of space made plain. */
export const optionsOf = (html: string, name: string) =>
  [
    ...(new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '').matchAll(
      /<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g,
    ),
  ].map(([, value, label]) => [value, (label ?? '').replace(/[\u00a0\u202f]/g, ' ')])
