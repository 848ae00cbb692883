import { localeFolder, textDirection, type LanguageCode } from '../i18n/languages.ts'
import { localizePath } from '../i18n/localized-path.ts'
import { roleColor } from '../theme/palette.ts'
import { escapeHtml } from './markup.ts'

/** Every icon the build draws from src/theme/mark.svg (scripts/postbuild/brand-assets.ts), by where it is used. */
export const brandIcons = {
  svg: { path: '/favicon.svg', type: 'image/svg+xml' },
  favicon: { path: '/favicon-32.png', size: 32 },
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  small: { path: '/icon-192.png', size: 192 },
  large: { path: '/icon-512.png', size: 512 },
  maskable: { path: '/icon-maskable-512.png', size: 512 },
} as const

/** The organisation's logo in the structured data: a PNG, as search engines ask, of 112 px at least. */
export const logoIcon = brandIcons.large

/** The browser's own bar and the installed app's splash screen. */
const browserColors = { theme: roleColor('brand.solid'), background: roleColor('surface.page') }

const manifestFile = (name: string) => `/manifest-${name}.webmanifest`
export const manifestPath = (language: LanguageCode) => manifestFile(localeFolder(language))
/** Every language's manifest, `*` standing for the language. */
export const manifestPaths = manifestFile('*')

export function iconTags(language: LanguageCode): string[] {
  const { svg, favicon, appleTouch } = brandIcons
  return [
    `<link rel="icon" href="${favicon.path}" sizes="${favicon.size}x${favicon.size}" type="image/png" />`,
    `<link rel="icon" href="${svg.path}" type="${svg.type}" />`,
    `<link rel="apple-touch-icon" href="${appleTouch.path}" />`,
    `<link rel="manifest" href="${escapeHtml(manifestPath(language))}" />`,
    `<meta name="theme-color" content="${browserColors.theme}" />`,
  ]
}

export interface ManifestWords {
  name: string
  shortName: string
  description: string
}

/** The web app manifest of one language: installed from its pages, it opens that language's home. */
export function webManifest(language: LanguageCode, words: ManifestWords) {
  const { small, large, maskable } = brandIcons
  const png = (icon: { path: string; size: number }, purpose: 'any' | 'maskable') => ({
    src: icon.path,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose,
  })
  return {
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    id: localizePath('home', language),
    lang: language,
    dir: textDirection(language),
    start_url: localizePath('home', language),
    scope: localizePath('home', language),
    display: 'minimal-ui',
    theme_color: browserColors.theme,
    background_color: browserColors.background,
    icons: [png(small, 'any'), png(large, 'any'), png(maskable, 'maskable')],
  }
}
