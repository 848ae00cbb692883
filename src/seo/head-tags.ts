import { shareImage } from '../content/business'
import { getLanguage, languages, type LanguageCode } from '../i18n/languages'
import { localizePath } from '../i18n/localized-path'
import { siteConfig } from '../site.config'
import { absoluteUrl, alternateLinks } from './site-urls'

export interface HeadInput {
  language: LanguageCode
  /** The language-neutral path of the page; absent for not-found pages, which are not indexed. */
  path: string | undefined
  title: string
  description: string
  keywords: string
  imageAlt: string
}

/** Appends the brand to a page title unless the title already names it. */
export function formatTitle(title: string): string {
  return title.includes(siteConfig.brand) ? title : `${title} | ${siteConfig.brand}`
}

export function headTags({ language, path, title, description, keywords, imageAlt }: HeadInput): string {
  const fullTitle = formatTitle(title)
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
  const image = absoluteUrl(shareImage.path)
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', description),
    meta('name', 'keywords', keywords),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteConfig.brand),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', shareImage.type),
    meta('property', 'og:image:width', String(shareImage.width)),
    meta('property', 'og:image:height', String(shareImage.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', getLanguage(language).ogLocale),
    ...languages.filter(({ code }) => code !== language).map(({ ogLocale }) => meta('property', 'og:locale:alternate', ogLocale)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ]
  if (path === undefined) {
    tags.push('<meta name="robots" content="noindex" />')
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl(localizePath(path, language)))}" />`)
    tags.push(meta('property', 'og:url', absoluteUrl(localizePath(path, language))))
    for (const { hreflang, href } of alternateLinks(path)) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
    }
  }
  return tags.join('\n    ')
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
