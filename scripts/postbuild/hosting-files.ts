import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, sep } from 'node:path'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { localizedPageUrls } from '../../src/seo/site-urls.ts'
import { productionNginxTarget, renderNginxConfig } from '../hosting/nginx-config.ts'
import { buildFormEndpoint, hostingRules, pageStylePolicy, styleHash } from '../hosting/rules.ts'
import { renderHeadersFile, renderRedirectsFile } from '../hosting/static-host-files.ts'
import { parseHtml } from '../html.ts'

/** Script types a browser runs; any other type (application/json, application/ld+json) is a data block CSP ignores. */
const executableType = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i

/** The inline scripts of a page that a browser would execute, which `script-src 'self'` blocks. */
export function findInlineScripts(page: Document): string[] {
  return [...page.querySelectorAll<HTMLScriptElement>('script:not([src])')]
    .filter((script) => executableType.test(script.type.trim()))
    .map((script) => script.outerHTML)
}

export function findInlineStyles(page: Document): string[] {
  return [...page.querySelectorAll('style')].map((style) => style.textContent ?? '')
}

/** The elements with a `style="…"` attribute, which hashes cannot allow without 'unsafe-hashes'. */
export function findStyleAttributes(page: Document): string[] {
  return [...page.querySelectorAll('[style]')].map((element) => (element.cloneNode(false) as Element).outerHTML)
}

const pagePolicyTag = /<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>\n\s*/

/** First after <meta charset>: a policy applies only to what follows it. */
export function withPagePolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
  const page = html.replace(pagePolicyTag, '')
  const charset = /^([ \t]*)<meta charset="[^"]*" \/>\n/m.exec(page)
  if (!charset) throw new Error('the page has no <meta charset="…" /> line to put its Content-Security-Policy after')
  const at = charset.index + charset[0].length
  return `${page.slice(0, at)}${charset[1]}${tag}\n${page.slice(at)}`
}

/** Each page gets its own style policy in a <meta>: `_headers` matches paths, and a not-found page is served at any. */
export function writeHostingFiles(clientDir: string, formEndpoint = buildFormEndpoint(), languageCodes?: LanguageCode[]): void {
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(join(clientDir, file), 'utf8')
      return { file, html, page: parseHtml(html) }
    })
  const blocked = pages.flatMap(({ file, page }) => [
    ...(findInlineScripts(page).length ? [`the inline scripts of ${file} (load them from a file)`] : []),
    ...(findStyleAttributes(page).length ? [`the style attributes of ${file} (style it through Emotion)`] : []),
  ])
  if (blocked.length) throw new Error(`the Content-Security-Policy would block ${blocked.join(', ')}`)

  const styleHashes = new Set<string>()
  for (const { file, html, page } of pages) {
    const hashes = findInlineStyles(page).map(styleHash)
    for (const hash of hashes) styleHashes.add(hash)
    writeFileSync(join(clientDir, file), withPagePolicy(html, pageStylePolicy(hashes)))
  }

  const pageAt = new Map(pages.map(({ file, page }) => [file.split(sep).join('/'), page]))
  const pageFonts = localizedPageUrls().flatMap(({ path }) => {
    const page = pageAt.get(posix.join(path.slice(1), 'index.html'))
    const fonts = page ? [...page.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute('href') ?? '') : []
    return fonts.length ? [{ path, fonts }] : []
  })
  const rules = hostingRules({ formEndpoint, styleHashes: [...styleHashes].sort(), languageCodes, pageFonts })
  writeFileSync(join(clientDir, '_headers'), renderHeadersFile(rules))
  writeFileSync(join(clientDir, '_redirects'), renderRedirectsFile(rules))
  writeFileSync(join(clientDir, rules.speculationRules.path), `${JSON.stringify(rules.speculationRules.rules, null, 2)}\n`)
  writeFileSync(join(dirname(clientDir), 'nginx.conf'), renderNginxConfig(rules, productionNginxTarget()))
}
