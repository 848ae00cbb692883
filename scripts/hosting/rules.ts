/**
 * The one source of the production hosting rules: headers, caching, not-found pages, the redirects
 * of pages' old addresses and what is never served. The build renders them into its nginx config,
 * `_headers` and `_redirects`; the local server (scripts/static-server.ts) applies the build's
 * `_headers` and `_redirects`.
 */
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { pageIds } from '../../src/content/pages.ts'
import { defaultLanguage, languages, type LanguageCode } from '../../src/i18n/languages.ts'
import { languagePrefix, localizePath, pagePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { siteConfig } from '../../src/site.config.ts'

export interface HostingRules {
  /** The host every canonical URL names, from the site origin: the one host that serves pages. */
  canonicalHost: string
  /**
   * The site's other host names (the bare domain of a `www.` origin, then the site config's aliases):
   * each answers every request with one permanent redirect to the canonical host, path and query kept.
   */
  hostAliases: string[]
  /** Sent with every response: pages, assets, redirects and not-found pages alike. */
  headers: Record<string, string>
  /** Cache-Control of the files under each path prefix; every other response gets `defaultCacheControl`. */
  caching: { prefix: string; cacheControl: string }[]
  defaultCacheControl: string
  /** The not-found page of each language's prefix, most specific first; the last one, '/', catches the rest. */
  notFound: { prefix: string; page: string }[]
  /**
   * Permanent redirects, each from one exact path (and the same with a trailing slash) to a page, the
   * query kept: a page whose slug in a language differs from the English one (`/fr/a-propos`) was
   * first published at the English slug (`/fr/about`), so that address leads to it.
   */
  redirects: Redirect[]
  /** The prefixes of the non-default languages' homes ('/fr/'): the only page URLs that end with a slash. */
  languageHomes: string[]
  /** Files the build leaves in the served folder for static hosts to read, which are never served themselves. */
  unservedFiles: string[]
  /** The rules file named by the Speculation-Rules header, and the type browsers require of it. */
  speculationRules: { path: string; contentType: string; rules: SpeculationRuleSet }
}

export interface HostingOptions {
  /** The build's VITE_FORM_ENDPOINT: the forms send to it, by script (connect-src) or natively (form-action). */
  formEndpoint?: string
  /** The CSP hashes of the build's inline <style> blocks ('sha256-…'), the sources allowed beside 'self'. */
  styleHashes?: string[]
  /** The languages the build made pages for: the site's, unless the build says otherwise. */
  languageCodes?: LanguageCode[]
  /** The site's origin and its other host names: the site config's unless given. */
  origin?: string
  hostAliases?: readonly string[]
}

export interface Redirect {
  from: string
  to: string
  status: 301
}

interface SpeculationRuleSet {
  prefetch: { where: Record<string, unknown>; eagerness: 'immediate' | 'eager' | 'moderate' | 'conservative' }[]
}

/** VITE_FORM_ENDPOINT as `vike build` sees it: from the environment or a .env file. */
export function buildFormEndpoint(): string | undefined {
  return loadEnv('production', resolve(import.meta.dirname, '..', '..'), 'VITE_').VITE_FORM_ENDPOINT || undefined
}

/** The CSP source that allows one exact inline <style> block, as the browser hashes its text. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css.replace(/\r\n?/g, '\n')).digest('base64')}'`
}

/**
 * At run time Emotion adds an empty <style> element and fills it through CSSOM (insertRule), which
 * CSP does not check; the element itself is checked, so the empty text's hash must be allowed.
 */
export const runtimeStyleHash = styleHash('')

const speculationRulesPath = '/speculation-rules.json'

export function hostingRules({
  formEndpoint,
  styleHashes = [],
  languageCodes = languages.map(({ code }) => code),
  origin = siteConfig.origin,
  hostAliases = siteConfig.hostAliases,
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
      // Only features Chromium recognises: an unknown one is logged as a console error on every page.
      'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      // A file rather than an inline <script type="speculationrules">, which the CSP would have to allow.
      // Browsers read it on documents only.
      'Speculation-Rules': `"${speculationRulesPath}"`,
    },
    // Vite puts a content hash in every file name under /assets/, so a changed file gets a new URL.
    caching: [{ prefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' }],
    defaultCacheControl: 'no-cache',
    notFound: [
      ...prefixed.map((code) => ({ prefix: `${languagePrefix(code)}/`, page: `${languagePrefix(code)}/404.html` })),
      { prefix: '/', page: '/404.html' },
    ],
    redirects: prefixed.flatMap(slugRedirects),
    languageHomes: prefixed.map((code) => `${languagePrefix(code)}/`),
    unservedFiles: ['/_headers', '/_redirects'],
    speculationRules: {
      path: speculationRulesPath,
      contentType: 'application/speculationrules+json',
      // Fetch a page of the site as soon as the visitor hovers or presses its link: the HTML only, no
      // script runs before the visit (prefetch, not prerender), and a link that is not followed costs
      // one small request. A pattern in an external rules file is relative to that file: same origin.
      // Nothing is fetched ahead for a visitor saving data: the page script marks the root (save-photo-data.ts).
      rules: {
        prefetch: [
          { where: { and: [{ href_matches: '/*' }, { not: { selector_matches: ':root[data-save-data] *' } }] }, eagerness: 'moderate' },
        ],
      },
    },
  }
}

/**
 * The bare domain of a `www.` host, then the configured names, each once and never the canonical host.
 * Fails the build on a name that is not a plain lowercase host name, which nginx and the static hosts
 * would misread or the certificate could not name.
 */
function aliasesOf(canonicalHost: string, configured: readonly string[]): string[] {
  const bare = canonicalHost.startsWith('www.') ? [canonicalHost.slice('www.'.length)] : []
  const aliases = [...new Set([...bare, ...configured])].filter((name) => name !== canonicalHost)
  const invalid = aliases.filter((name) => !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name))
  if (invalid.length) {
    throw new Error(`host aliases must be lowercase host names like example.com, without scheme, port or path: ${invalid.join(', ')}`)
  }
  return aliases
}

/** From a language's English-slug address of each page to the page's own slug, unless that address is another page of the language. */
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

/**
 * As strict as the site allows. Scripts: our own files only; vike's inline <script> tags are JSON
 * data, which CSP does not execute, and the build fails if an executable one appears. Styles: our
 * own files, the exact inline <style> blocks the build wrote (by hash) and Emotion's empty run-time
 * element; never 'unsafe-inline'.
 */
export function contentSecurityPolicy({ formEndpoint, styleHashes = [] }: HostingOptions = {}): string {
  const endpoint = formEndpoint ? endpointSource(formEndpoint) : undefined
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': styleSources(styleHashes),
    'img-src': ["'self'", 'data:', siteConfig.imageHost],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    // The service worker, /sw.js; its own fetches follow this same policy, which it is served with.
    'worker-src': ["'self'"],
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

/**
 * One page's own policy, written into it as <meta http-equiv="Content-Security-Policy">: browsers
 * enforce it together with the site-wide header, so the page may use its own style blocks only.
 */
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
