import type { SocialNetwork } from './content/choices.ts'
import contact from './content/data/contact.json' with { type: 'json' }
import type { ContactFile } from './content/schemas.ts'

const { brand, phone, email, whatsapp, social } = contact as ContactFile

/**
 * The site's settings, and the studio's name and contact details, which live in src/content/data/
 * (contact.json): every other file reads them from here.
 */
export const siteConfig = {
  brand,
  /** Absolute origin of canonical and hreflang URLs, which are written at build time: override with SITE_ORIGIN. */
  origin: siteOrigin('https://www.sankofadigital.com.gh'),
  /**
   * Other host names of the site, each answered with one permanent redirect to the origin's host (path
   * and query kept). The bare domain of a `www.` origin is always answered so (scripts/hosting/rules.ts
   * adds it); list more here (an old domain, another country's), or override with SITE_HOST_ALIASES
   * (comma-separated). The certificate must name every one (docs/deployment.md).
   */
  hostAliases: siteHostAliases([]),
  /** `display` keeps its groups together with no-break spaces, so the number never wraps (pages show it through usePhoneDisplay). */
  phone: { display: phone.display.replaceAll(' ', '\u00a0'), e164: phone.e164 },
  email,
  whatsapp,
  /** External host of project and team photos. Pages must stay tidy when it cannot be reached. */
  imageHost: 'https://images.unsplash.com',
  imageHostName: 'Unsplash',
  social: social satisfies Record<SocialNetwork, string>,
} as const

export type { SocialNetwork }

export const contactLinks = {
  phone: `tel:${siteConfig.phone.e164}`,
  email: `mailto:${siteConfig.email}`,
  whatsapp: `https://wa.me/${siteConfig.whatsapp}`,
} as const

/** Read in Node only (prerendering, scripts and tests): browsers never need the origin. */
function siteOrigin(fallback: string): string {
  return (globalThis.process?.env?.SITE_ORIGIN || fallback).replace(/\/$/, '')
}

/** Read in Node only, like the origin: only the hosting files use them. */
function siteHostAliases(fallback: string[]): readonly string[] {
  const names = globalThis.process?.env?.SITE_HOST_ALIASES
  return names
    ? names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : fallback
}
