import type { PageId } from '../content/pages.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import { siteConfig } from '../site.config.ts'

export type ShareCard = PageId | 'not-found' | 'offline'

/** One per page and language, drawn at build with the page's own title (scripts/postbuild/share-images.ts). */
export function shareImage(language: LanguageCode, card: ShareCard) {
  return { path: `/og/${language}/${card}.png`, width: 1200, height: 630, type: 'image/png' } as const
}

/** The card's headline: the page's title without the studio's name, which the card shows beside its mark. */
export function shareCardTitle(title: string): string {
  const rest = title
    .split(' | ')
    .filter((part) => part !== siteConfig.brand)
    .join(' | ')
  return rest || title
}
