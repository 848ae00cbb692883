/**
 * The one source of the production hosting rules: security headers, caching and not-found pages.
 * deploy/nginx.conf and the build's `_headers` and `_redirects` are all rendered from these.
 */
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { defaultLanguage, languages } from '../../src/i18n/languages'
import { languagePrefix } from '../../src/i18n/localized-path'
import { siteConfig } from '../../src/site.config'

export interface HostingRules {
  /** Sent with every response: pages, assets, redirects and not-found pages alike. */
  headers: Record<string, string>
  /** Cache-Control of the files under each path prefix; every other response gets `defaultCacheControl`. */
  caching: { prefix: string; cacheControl: string }[]
  defaultCacheControl: string
  /** The not-found page of each language's prefix, most specific first; the last one, '/', catches the rest. */
  notFound: { prefix: string; page: string }[]
  /** The prefixes of the non-default languages' homes ('/fr/'): the only page URLs that end with a slash. */
  languageHomes: string[]
}

export interface HostingOptions {
  /** The build's VITE_FORM_ENDPOINT: the forms send to it, by script (connect-src) or natively (form-action). */
  formEndpoint?: string
}

/** VITE_FORM_ENDPOINT as `vike build` sees it: from the environment or a .env file. */
export function buildFormEndpoint(): string | undefined {
  return loadEnv('production', resolve(import.meta.dirname, '..', '..'), 'VITE_').VITE_FORM_ENDPOINT || undefined
}

export function hostingRules({ formEndpoint }: HostingOptions = {}): HostingRules {
  const prefixed = languages.map(({ code }) => code).filter((code) => code !== defaultLanguage)
  return {
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(formEndpoint),
      // Browsers ignore it over plain HTTP, so it is safe on every response.
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Only features Chromium recognises: an unknown one is logged as a console error on every page.
      'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
    // Vite puts a content hash in every file name under /assets/, so a changed file gets a new URL.
    caching: [{ prefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' }],
    defaultCacheControl: 'no-cache',
    notFound: [
      ...prefixed.map((code) => ({ prefix: `${languagePrefix(code)}/`, page: `${languagePrefix(code)}/404.html` })),
      { prefix: '/', page: '/404.html' },
    ],
    languageHomes: prefixed.map((code) => `${languagePrefix(code)}/`),
  }
}

/**
 * As strict as the site allows. Scripts: our own files only; vike's inline <script> tags are JSON
 * data, which CSP does not execute, and the hosting-files build step fails if an executable one
 * appears. Styles: every page carries Emotion's prerendered <style> blocks, different for each
 * page and build, so a server config shared by all builds cannot list their hashes (at run time
 * Emotion adds one empty <style> and fills it through CSSOM). Hence 'unsafe-inline' for styles.
 */
export function contentSecurityPolicy(formEndpoint?: string): string {
  const endpoint = formEndpoint ? endpointSource(formEndpoint) : undefined
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', siteConfig.imageHost],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
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

/** The endpoint as a CSP source: its path included, so only that form, not the whole service, is allowed. */
function endpointSource(formEndpoint: string): string {
  const url = new URL(formEndpoint)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_FORM_ENDPOINT must be an http(s) URL, not ${formEndpoint}`)
  }
  // ';' and ',' separate directives and policies; CSP matching decodes them again.
  return `${url.origin}${url.pathname.replace(/[;,]/g, encodeURIComponent)}`
}
