import type { HostingRules, Redirect } from './rules.ts'

type Headers = Record<string, string>

/** Cache-Control only on cached prefixes: on a double match Cloudflare joins the values, which would spoil `immutable`. */
export function renderHeadersFile(rules: HostingRules): string {
  const section = (path: string, headers: Headers) => ['', path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]
  const lines = [
    '# Generated from scripts/hosting/rules.ts at build time: do not edit.',
    ...section('/*', rules.headers),
    ...rules.caching.flatMap(({ prefix, cacheControl }) => section(`${prefix}*`, { 'Cache-Control': cacheControl })),
    ...section(rules.speculationRules.path, { 'Content-Type': rules.speculationRules.contentType }),
    ...rules.typedFiles.flatMap(({ pattern, contentType }) => section(pattern, { 'Content-Type': contentType })),
    // These hosts answer a page at its folder's address too (/about/): both get the header.
    ...rules.fontPreloads.flatMap(({ path, link }) =>
      [path, ...(path.endsWith('/') ? [] : [`${path}/`])].flatMap((address) => section(address, { Link: link })),
    ),
  ]
  return `${lines.join('\n')}\n`
}

/** Old addresses with and without a slash (Cloudflare Pages tells them apart); it ignores 404 lines but finds 404.html itself. */
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

/** A repeated name's values joined as Cloudflare joins them. */
export function headersForPath(sections: { pattern: string; headers: Headers }[], path: string): Headers {
  const headers: Headers = {}
  for (const { headers: sectionHeaders } of sections.filter(({ pattern }) => matchesPattern(pattern, path))) {
    for (const [name, value] of Object.entries(sectionHeaders)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  return headers
}

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

export interface HostRedirect {
  scheme: string
  host: string
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
