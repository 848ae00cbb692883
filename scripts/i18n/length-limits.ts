import { formatTitle } from '../../src/seo/head-tags.ts'
import { siteConfig } from '../../src/site.config.ts'
import type { LocaleFile } from './locale-files.ts'
import { error, type Problem } from './problems.ts'

export interface LengthLimit {
  code: string
  max: number
  where: string
  /** A page title: counted as the site writes it, with the brand suffix. */
  isTitle?: boolean
}

export const withSiteValues = (text: string) => text.replaceAll('{{brand}}', siteConfig.brand)

export const renderedTitle = (text: string) => formatTitle(withSiteValues(text))

export const titleSuffix = formatTitle('')

const measuredLength = (limit: LengthLimit, text: string) => (limit.isTitle ? renderedTitle(text) : withSiteValues(text)).length

const limits: (LengthLimit & { namespace?: string; key: RegExp })[] = [
  {
    key: /^meta\.title$/,
    code: 'overLimitTitle',
    max: 60,
    isTitle: true,
    where: 'the page’s title in search results and on the browser tab, which search engines cut after about 60 characters',
  },
  {
    key: /^meta\.description$/,
    code: 'overLimitDescription',
    max: 160,
    where: 'the description under the title in search results, which search engines cut after about 160 characters',
  },
  {
    namespace: 'common',
    key: /^header\.getQuote$/,
    code: 'overLimitHeaderButton',
    max: 20,
    where: 'the button of the header, on one line with the menu and the language switcher from 1024 px wide',
  },
  {
    namespace: 'common',
    key: /^nav\.(home|about|portfolio|contact)$/,
    code: 'overLimitMenuLink',
    max: 14,
    where: 'a link of the header’s menu, on one line with the three others from 1024 px wide',
  },
  {
    namespace: 'common',
    key: /^seo\.shareImage\.tagline$/,
    code: 'overLimitShareTagline',
    max: 50,
    where: 'the one line under the studio’s name on the image shown when a page is shared',
  },
]

export const lengthLimitCodes = () => limits.map(({ code }) => code)

const overTheLimit = 'over the limit'
export const isOverLimit = (reason: string) => reason.includes(overTheLimit)

export function lengthLimit(namespace: string, key: string): LengthLimit | undefined {
  return limits.find((limit) => (!limit.namespace || limit.namespace === namespace) && limit.key.test(key))
}

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
          refusal: { code: 'writesBrand', values: { suffix: titleSuffix } },
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
          refusal: {
            code: limit.code,
            values: { length: measuredLength(limit, text), max: limit.max, shown: limit.isTitle ? renderedTitle(text) : text },
          },
        }),
      )
    }
  }
  return problems
}
