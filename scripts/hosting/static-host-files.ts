import type { HostingRules } from './rules'

/**
 * `_headers` in the format Netlify and Cloudflare Pages read. Cache-Control appears only on the
 * cached prefixes: when two rules match, Cloudflare joins a repeated header's values with a comma
 * and Netlify keeps one, so a site-wide `no-cache` would spoil `immutable`. Both hosts already send
 * `max-age=0, must-revalidate` (the same as no-cache) for everything else.
 */
export function renderHeadersFile(rules: HostingRules): string {
  const section = (path: string, headers: Record<string, string>) => ['', path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]
  const lines = [
    '# Generated from scripts/hosting/rules.ts at build time: do not edit.',
    ...section('/*', rules.headers),
    ...rules.caching.flatMap(({ prefix, cacheControl }) => section(`${prefix}*`, { 'Cache-Control': cacheControl })),
  ]
  return `${lines.join('\n')}\n`
}

/** `_redirects`: the not-found page of each language with a 404 status; the first matching line wins. */
export function renderRedirectsFile(rules: HostingRules): string {
  const lines = [
    '# Generated from scripts/hosting/rules.ts at build time: do not edit.',
    ...rules.notFound.map(({ prefix, page }) => `${prefix}*  ${page}  404`),
  ]
  return `${lines.join('\n')}\n`
}
