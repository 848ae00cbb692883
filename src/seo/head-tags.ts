import type { LanguageCode } from '../i18n/languages'
import { localizePath } from '../i18n/localized-path'
import { siteConfig } from '../site.config'
import { absoluteUrl, alternateLinks } from './site-urls'

interface HeadInput {
  language: LanguageCode
  /** The language-neutral path of the page; absent for not-found pages, which are not indexed. */
  path: string | undefined
  title: string
  description: string
}

/** Appends the brand to a page title unless the title already names it. */
export function formatTitle(title: string): string {
  return title.includes(siteConfig.brand) ? title : `${title} | ${siteConfig.brand}`
}

export function headTags({ language, path, title, description }: HeadInput): string {
  const tags = [
    `<title>${escapeHtml(formatTitle(title))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ]
  if (path === undefined) {
    tags.push('<meta name="robots" content="noindex" />')
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl(localizePath(path, language)))}" />`)
    for (const { hreflang, href } of alternateLinks(path)) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
    }
  }
  return tags.join('\n    ')
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
