import { formatTitle } from '../../src/seo/head-tags.ts'
import { siteConfig } from '../../src/site.config.ts'
import type { LocaleFile } from './locale-files.ts'
import { error, type Problem } from './problems.ts'

/** A length a text must keep to in every language, and where it shows, in a translator's words. */
export interface LengthLimit {
  max: number
  /** Where the text shows and why it must stay short. */
  where: string
  /** A page title: counted as the site writes it, with the brand suffix. */
  isTitle?: boolean
}

/** What the site makes of a text: placeholders the whole site fills in the same way ({{brand}}). */
export const withSiteValues = (text: string) => text.replaceAll('{{brand}}', siteConfig.brand)

/** The page title the site writes from a `meta.title`: the brand suffix added unless the title names the brand. */
export const renderedTitle = (text: string) => formatTitle(withSiteValues(text))

/** What the site appends to a page title that does not name the brand: " | Sankofa Digital". */
export const titleSuffix = formatTitle('')

/** The length a visitor sees. */
const measuredLength = (limit: LengthLimit, text: string) => (limit.isTitle ? renderedTitle(text) : withSiteValues(text)).length

const limits: (LengthLimit & { namespace?: string; key: RegExp })[] = [
  {
    key: /^meta\.title$/,
    max: 60,
    isTitle: true,
    where: 'the page’s title in search results and on the browser tab, which search engines cut after about 60 characters',
  },
  {
    key: /^meta\.description$/,
    max: 160,
    where: 'the description under the title in search results, which search engines cut after about 160 characters',
  },
  {
    namespace: 'common',
    key: /^header\.getQuote$/,
    max: 20,
    where: 'the button of the header, on one line with the menu and the language switcher from 1024 px wide',
  },
  {
    namespace: 'common',
    key: /^nav\.(home|about|portfolio|contact)$/,
    max: 14,
    where: 'a link of the header’s menu, on one line with the three others from 1024 px wide',
  },
  {
    namespace: 'common',
    key: /^seo\.shareImage\.tagline$/,
    max: 50,
    where: 'the one line under the studio’s name on the image shown when a page is shared',
  },
]

const overTheLimit = 'over the limit'
/** Whether a reason the check gives is a text over its length limit (the workspace's filter). */
export const isOverLimit = (reason: string) => reason.includes(overTheLimit)

/** The limit of a key, if it has one. */
export function lengthLimit(namespace: string, key: string): LengthLimit | undefined {
  return limits.find((limit) => (!limit.namespace || limit.namespace === namespace) && limit.key.test(key))
}

/** Texts longer than their limit, and the studio's name written out instead of {{brand}}: errors in every language. */
export function checkLimits({ file, namespace, lines, strings }: LocaleFile): Problem[] {
  const problems: Problem[] = []
  for (const [key, text] of strings) {
    const line = lines.get(key)
    if (text.includes(siteConfig.brand)) {
      problems.push(
        error({
          file,
          line,
          key,
          reason: `writes the studio’s name: write {{brand}} instead (the site fills it in from src/site.config.ts), or leave it out of page titles, to which the site adds “${titleSuffix}”`,
        }),
      )
    }
    const limit = lengthLimit(namespace, key)
    if (limit && measuredLength(limit, text) > limit.max) {
      const shown = limit.isTitle ? ` as the site writes it (“${renderedTitle(text)}”)` : ''
      problems.push(
        error({
          file,
          line,
          key,
          reason: `is ${measuredLength(limit, text)} characters${shown}, ${overTheLimit} of ${limit.max} for ${limit.where}: shorten it`,
        }),
      )
    }
  }
  return problems
}
