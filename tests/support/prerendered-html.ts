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
export const controlTag = (html: string, name: string) => new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? ''
