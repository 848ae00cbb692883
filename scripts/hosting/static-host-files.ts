import type { HostingRules, Redirect } from './rules.ts'

type Headers = Record<string, string>

/**
 * `_headers` in the format Netlify and Cloudflare Pages read. Cache-Control appears only on the
 * cached prefixes: when two rules match, Cloudflare joins a repeated header's values with a comma
 * and Netlify keeps one, so a site-wide `no-cache` would spoil `immutable`. Both hosts already send
 * `max-age=0, must-revalidate` (the same as no-cache) for everything else.
 */
export function renderHeadersFile(rules: HostingRules): string {
  const section = (path: string, headers: Headers) => ['', path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]
  const lines = [
    '# Generated from scripts/hosting/rules.ts at build time: do not edit.',
    ...section('/*', rules.headers),
    ...rules.caching.flatMap(({ prefix, cacheControl }) => section(`${prefix}*`, { 'Cache-Control': cacheControl })),
    ...section(rules.speculationRules.path, { 'Content-Type': rules.speculationRules.contentType }),
  ]
  return `${lines.join('\n')}\n`
}

/**
 * `_redirects`: first the site's other host names, each to the canonical host; then the old addresses of pages, with and without a trailing slash (Netlify treats
 * both alike, Cloudflare Pages does not), each a permanent redirect that both hosts pass the query
 * string through; then the not-found page of each language with a 404 status. The first matching
 * line wins. Cloudflare Pages accepts no 404 status there and ignores those lines, but serves the
 * nearest 404.html up the path's folders by itself, which gives the same pages.
 */
export function renderRedirectsFile(rules: HostingRules): string {
  const lines = [
    '# Generated from scripts/hosting/rules.ts at build time: do not edit.',
    ...(rules.hostAliases.length
      ? [
          '# The site’s other names, over HTTP and HTTPS: one permanent redirect to the canonical host, path and',
          '# query kept, forced (!) so that no file at the path shadows it. Netlify reads these lines; Cloudflare',
          '# Pages takes no host in _redirects and skips them: use a Redirect Rule of the domain there (docs/deployment.md).',
          ...rules.hostAliases.flatMap((alias) =>
            ['http', 'https'].map((scheme) => `${scheme}://${alias}/*  https://${rules.canonicalHost}/:splat  301!`),
          ),
        ]
      : []),
    ...rules.redirects.flatMap(({ from, to, status }) => [`${from}  ${to}  ${status}`, `${from}/  ${to}  ${status}`]),
    ...rules.notFound.map(({ prefix, page }) => `${prefix}*  ${page}  404`),
  ]
  return `${lines.join('\n')}\n`
}

/** The sections of a `_headers` file: a path pattern (`*` matches anything) and its headers. */
export function parseHeadersFile(text: string): { pattern: string; headers: Headers }[] {
  const sections: { pattern: string; headers: Headers }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      sections.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(':')
    const section = sections.at(-1)
    if (!section || separator < 0) throw new Error(`_headers: cannot read the line "${line}"`)
    section.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return sections
}

/** The headers a static host sends for a path: every matching section's, a repeated name's values joined like Cloudflare joins them. */
export function headersForPath(sections: { pattern: string; headers: Headers }[], path: string): Headers {
  const headers: Headers = {}
  for (const { headers: sectionHeaders } of sections.filter(({ pattern }) => matchesPattern(pattern, path))) {
    for (const [name, value] of Object.entries(sectionHeaders)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  return headers
}

/**
 * The rules of a `_redirects` file as the local server applies them: exact paths redirected with
 * 301, and the 404 rules in order, a path prefix (from `/prefix/*`) and the page served for it.
 */
export function parseRedirectsFile(text: string): {
  hostRedirects: HostRedirect[]
  redirects: Redirect[]
  notFound: { prefix: string; page: string }[]
} {
  const hostRedirects: HostRedirect[] = []
  const redirects: Redirect[] = []
  const notFound: { prefix: string; page: string }[] = []
  for (const line of text.split('\n').filter((line) => line.trim() && !line.trimStart().startsWith('#'))) {
    const [from = '', to = '', status] = line.trim().split(/\s+/)
    const fromHost = /^(https?):\/\/([^/]+)\/\*$/.exec(from)
    const toHost = /^(https:\/\/[^/]+)\/:splat$/.exec(to)
    if (status === '301!' && fromHost && toHost) hostRedirects.push({ scheme: fromHost[1]!, host: fromHost[2]!, to: toHost[1]! })
    else if (status === '404' && from.endsWith('*')) notFound.push({ prefix: from.slice(0, -1), page: to })
    else if (status === '301' && !from.includes('*')) redirects.push({ from, to, status: 301 })
    else
      throw new Error(
        `_redirects: only "<scheme>://<host>/* https://<host>/:splat 301!", "<path> <page> 301" and "<prefix>* <page> 404" lines are served locally, not "${line}"`,
      )
  }
  return { hostRedirects, redirects, notFound }
}

/** A host name's redirect of every path, as `_redirects` writes it: requests over `scheme` to `host` go to the same path at `to`. */
export interface HostRedirect {
  scheme: string
  host: string
  /** The canonical origin, https://<host>. */
  to: string
}

function matchesPattern(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
  return regex.test(path)
}
