import { getLanguage, languages, type LanguageCode } from '../i18n/languages.ts'
import { siteConfig } from '../site.config.ts'
import { metaTag } from './markup.ts'

interface ShareImageTags {
  url: string
  width: number
  height: number
  type: string
  alt: string
}

export interface ShareInput {
  language: LanguageCode
  /** Absolute URL of the page; absent on not-found pages, which have no address of their own. */
  url: string | undefined
  title: string
  description: string
  image: ShareImageTags
}

export function openGraphTags({ language, url, title, description, image }: ShareInput): string[] {
  return [
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', siteConfig.brand),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    ...(url === undefined ? [] : [metaTag('property', 'og:url', url)]),
    metaTag('property', 'og:image', image.url),
    metaTag('property', 'og:image:type', image.type),
    metaTag('property', 'og:image:width', String(image.width)),
    metaTag('property', 'og:image:height', String(image.height)),
    metaTag('property', 'og:image:alt', image.alt),
    metaTag('property', 'og:locale', getLanguage(language).ogLocale),
    ...languages.filter(({ code }) => code !== language).map(({ ogLocale }) => metaTag('property', 'og:locale:alternate', ogLocale)),
  ]
}
