/** The production hosting rules, rendered by the build into nginx.conf, `_headers` and `_redirects`. */
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { serviceWorkerPath } from '../../src/components/offline/offline-support.ts'
import { pageIds } from '../../src/content/pages.ts'
import { usesImageHost } from '../../src/content/photo-hosts.ts'
import { defaultLanguage, languages, type LanguageCode } from '../../src/i18n/languages.ts'
import { languagePrefix, localizePath, pagePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { manifestPaths } from '../../src/seo/brand-icons.ts'
import { siteConfig } from '../../src/site.config.ts'

export interface HostingRules {
  canonicalHost: string
  hostAliases: string[]
  headers: Record<string, string>
  caching: { prefix: string; cacheControl: string }[]
  defaultCacheControl: string
  /** Most specific first; the last one, '/', catches the rest. */
  notFound: { prefix: string; page: string }[]
  /** A page first published at its English slug in another language (`/fr/about`) leads to its own (`/fr/a-propos`). */
  redirects: Redirect[]
  /** The prefixes of the non-default languages' homes ('/fr/'): the only page URLs that end with a slash. */
  languageHomes: string[]
  unservedFiles: string[]
  /** Files whose type the hosts may not know: each language's web app manifest (`*` stands for the language). */
  typedFiles: { pattern: string; contentType: string }[]
  speculationRules: { path: string; contentType: string; rules: SpeculationRuleSet }
  /** Each page's font files as a `Link` header, so the font is asked for with the page, not once its head is read. */
  fontPreloads: { path: string; link: string }[]
}

export interface HostingOptions {
  formEndpoint?: string
  styleHashes?: string[]
  languageCodes?: LanguageCode[]
  origin?: string
  hostAliases?: readonly string[]
  /** The font files each page's head preloads, by the page's URL path. */
  pageFonts?: { path: string; fonts: string[] }[]
}

export interface Redirect {
  from: string
  to: string
  status: 301
}

interface SpeculationRuleSet {
  prefetch: { where: Record<string, unknown>; eagerness: 'immediate' | 'eager' | 'moderate' | 'conservative' }[]
}

export function buildFormEndpoint(): string | undefined {
  return loadEnv('production', resolve(import.meta.dirname, '..', '..'), 'VITE_').VITE_FORM_ENDPOINT || undefined
}

export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css.replace(/\r\n?/g, '\n')).digest('base64')}'`
}

// Emotion fills an empty <style> through CSSOM, which CSP does not check; the empty element itself is checked.
export const runtimeStyleHash = styleHash('')

const speculationRulesPath = '/speculation-rules.json'

export function hostingRules({
  formEndpoint,
  styleHashes = [],
  languageCodes = languages.map(({ code }) => code),
  origin = siteConfig.origin,
  hostAliases = siteConfig.hostAliases,
  pageFonts = [],
}: HostingOptions = {}): HostingRules {
  const prefixed = languageCodes.filter((code) => code !== defaultLanguage)
  const canonicalHost = new URL(origin).hostname
  return {
    canonicalHost,
    hostAliases: aliasesOf(canonicalHost, hostAliases),
    headers: {
      'Content-Security-Policy': contentSecurityPolicy({ formEndpoint, styleHashes }),
      // Browsers ignore it over plain HTTP, so it is safe on every response.
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // No page of another site keeps a handle on ours (window.opener), nor ours on theirs.
      'Cross-Origin-Opener-Policy': 'same-origin',
      // Only features Chromium recognises: an unknown one is logged as a console error on every page.
      'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Speculation-Rules': `"${speculationRulesPath}"`,
    },
    // Vite puts a content hash in every file name under /assets/, so a changed file gets a new URL.
    caching: [
      { prefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' },
      // Said outright, so no edge rule keeps the worker: a bad one must be replaceable at once.
      { prefix: serviceWorkerPath, cacheControl: 'no-cache' },
    ],
    defaultCacheControl: 'no-cache',
    notFound: [
      ...prefixed.map((code) => ({ prefix: `${languagePrefix(code)}/`, page: `${languagePrefix(code)}/404.html` })),
      { prefix: '/', page: '/404.html' },
    ],
    redirects: prefixed.flatMap(slugRedirects),
    languageHomes: prefixed.map((code) => `${languagePrefix(code)}/`),
    unservedFiles: ['/_headers', '/_redirects'],
    typedFiles: [{ pattern: manifestPaths, contentType: 'application/manifest+json' }],
    speculationRules: {
      path: speculationRulesPath,
      contentType: 'application/speculationrules+json',
      // The HTML only, on hover or press; nothing for a visitor saving data (save-photo-data.ts marks the root).
      rules: {
        prefetch: [
          { where: { and: [{ href_matches: '/*' }, { not: { selector_matches: ':root[data-save-data] *' } }] }, eagerness: 'moderate' },
        ],
      },
    },
    // Cloudflare Pages sends these early (103 Early Hints); it makes none from a crossorigin <link> of its own.
    fontPreloads: pageFonts.map(({ path, fonts }) => ({
      path,
      link: fonts.map((font) => `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', '),
    })),
  }
}

function aliasesOf(canonicalHost: string, configured: readonly string[]): string[] {
  const bare = canonicalHost.startsWith('www.') ? [canonicalHost.slice('www.'.length)] : []
  const aliases = [...new Set([...bare, ...configured])].filter((name) => name !== canonicalHost)
  const invalid = aliases.filter((name) => !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name))
  if (invalid.length) {
    throw new Error(`host aliases must be lowercase host names like example.com, without scheme, port or path: ${invalid.join(', ')}`)
  }
  return aliases
}

function slugRedirects(language: LanguageCode): Redirect[] {
  const pagesOfLanguage = new Set(pageIds.map((pageId) => localizePath(pageId, language)))
  return pageIds
    .map((pageId) => ({
      from: prefixPath(pagePath({ page: pageId }, defaultLanguage), language),
      to: localizePath(pageId, language),
      status: 301 as const,
    }))
    .filter(({ from, to }) => from !== to && !pagesOfLanguage.has(from))
}

/** Our own scripts only (vike's inline ones are JSON); styles by exact hash, never 'unsafe-inline'. */
export function contentSecurityPolicy({ formEndpoint, styleHashes = [] }: HostingOptions = {}): string {
  const endpoint = formEndpoint ? endpointSource(formEndpoint) : undefined
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': styleSources(styleHashes),
    'img-src': ["'self'", 'data:', ...(usesImageHost ? [siteConfig.imageHost] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Without an endpoint the forms post natively as mailto: links, without JavaScript.
    'form-action': ["'self'", endpoint ?? 'mailto:'],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** A page's own <meta> policy, enforced with the header's: only its own style blocks. */
export function pageStylePolicy(styleHashes: string[]): string {
  return `style-src ${styleSources(styleHashes).join(' ')}`
}

function styleSources(styleHashes: string[]): string[] {
  return ["'self'", ...new Set([...styleHashes, runtimeStyleHash])]
}

/** The endpoint as a CSP source: its path included, so only that form, not the whole service, is allowed. */
function endpointSource(formEndpoint: string): string {
  const url = new URL(formEndpoint)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_FORM_ENDPOINT must be an http(s) URL, not ${formEndpoint}`)
  }
  // ';' and ',' separate directives and policies; CSP matching decodes them again.
  return `${url.origin}${url.pathname.replace(/[;,]/g, encodeURIComponent)}`
}
