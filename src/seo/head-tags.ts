import type { PageId } from '../content/pages.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import { localizePath } from '../i18n/localized-path.ts'
import { siteConfig } from '../site.config.ts'
import { iconTags } from './brand-icons.ts'
import { jsonLdScript } from './json-ld.ts'
import { escapeHtml, metaTag } from './markup.ts'
import { openGraphTags } from './open-graph.ts'
import { shareImage, type ShareCard } from './share-image.ts'
import { absoluteUrl, alternateLinks } from './site-urls.ts'
import { structuredData, type StructuredDataWords } from './structured-data.ts'
import { twitterCardTags } from './twitter-card.ts'

export interface HeadWords extends StructuredDataWords {
  keywords: string
  shareImageAlt: string
}

export interface HeadInput {
  language: LanguageCode
  /** Absent on not-found pages: noindex, no canonical, hreflang or breadcrumbs. */
  pageId: PageId | undefined
  /** The page's share image: its own, or the not-found or offline page's. */
  card: ShareCard
  words: HeadWords
}

export function formatTitle(title: string): string {
  return title.includes(siteConfig.brand) ? title : `${title} | ${siteConfig.brand}`
}

export function headTags({ language, pageId, card, words }: HeadInput): string {
  const title = formatTitle(words.pageName)
  const url = pageId === undefined ? undefined : absoluteUrl(localizePath(pageId, language))
  const image = shareImage(language, card)
  const share = {
    language,
    url,
    title,
    description: words.pageDescription,
    image: { ...image, url: absoluteUrl(image.path), alt: words.shareImageAlt },
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', words.pageDescription),
    metaTag('name', 'keywords', words.keywords),
    ...iconTags(language),
    ...addressTags(pageId, url),
    ...openGraphTags(share),
    ...twitterCardTags(share),
    jsonLdScript(structuredData({ language, pageId, words })),
  ].join('\n    ')
}

/** The page's own URL and its other languages; a not-found page is kept out of search results instead. */
function addressTags(pageId: PageId | undefined, url: string | undefined): string[] {
  if (pageId === undefined || url === undefined) return ['<meta name="robots" content="noindex" />']
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(pageId).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
  ]
}
