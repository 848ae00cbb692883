import contact from './content/data/contact.json' with { type: 'json' }
import type { ContactFile } from './content/schemas.ts'

const { brand, phone, email, social } = contact as ContactFile

/** The studio's contact details live in src/content/data/contact.json; every other file reads them from here. */
export const siteConfig = {
  brand,
  /** Canonical and hreflang URLs are written at build time: override with SITE_ORIGIN. */
  origin: siteOrigin('https://www.sankofadigital.com.gh'),
  /** Redirected to the origin's host, as is a `www.` origin's bare domain; override with SITE_HOST_ALIASES (docs/deployment.md). */
  hostAliases: siteHostAliases([]),
  /** The one number; the pages show it as src/content/phone-display.ts writes it. */
  phone: { e164: phone.e164 },
  email,
  /** WhatsApp's form of the same number: its digits, without +. */
  whatsapp: phone.e164.slice(1),
  /** Pages must stay tidy when it cannot be reached. */
  imageHost: 'https://images.unsplash.com',
  imageHostName: 'Unsplash',
  social,
} as const

export const contactLinks = {
  phone: `tel:${siteConfig.phone.e164}`,
  email: `mailto:${siteConfig.email}`,
  whatsapp: `https://wa.me/${siteConfig.whatsapp}`,
} as const

/** Node only (prerendering, scripts and tests): browsers never need the origin or the aliases. */
function siteOrigin(fallback: string): string {
  return (globalThis.process?.env?.SITE_ORIGIN || fallback).replace(/\/$/, '')
}

function siteHostAliases(fallback: string[]): readonly string[] {
  const names = globalThis.process?.env?.SITE_HOST_ALIASES
  return names
    ? names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : fallback
}
