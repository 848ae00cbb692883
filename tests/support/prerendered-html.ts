/** Reading a prerendered page's HTML the way a visitor reads it. */

/** The main landmark, with React's text separators and entities undone. */
export const mainOf = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The text of every heading of one level, in order. */
export const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, ''))

/** The tag of the form control with this name. */
const controlTag = (html: string, name: string) => new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? ''

/** The form control with this name as a visitor meets it: its kind (input type or element), whether it is required, its label. */
export function formControl(html: string, name: string) {
  const tag = controlTag(html, name)
  const element = /^<(\w+)/.exec(tag)?.[1]
  const id = /\bid="([^"]+)"/.exec(tag)?.[1]
  const label = id && new RegExp(`<label [^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1]
  return {
    kind: element === 'input' ? /\btype="([^"]+)"/.exec(tag)?.[1] : element,
    required: tag.includes('required=""'),
    label: label ? label.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim() : undefined,
  }
}
