import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildFormEndpoint, hostingRules } from '../hosting/rules'
import { renderHeadersFile, renderRedirectsFile } from '../hosting/static-host-files'

/** Script types a browser runs; any other type (application/json, application/ld+json) is a data block CSP ignores. */
const executableType = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i

/** The inline scripts of a page that a browser would execute, which `script-src 'self'` blocks. */
export function findInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/(?:^|\s)src\s*=/i.test(attributes) && executableType.test(scriptType(attributes)))
    .map(([script]) => script)
}

function scriptType(attributes: string): string {
  const [, doubleQuoted, singleQuoted, unquoted] = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes) ?? []
  return (doubleQuoted ?? singleQuoted ?? unquoted ?? '').trim()
}

/**
 * Writes `_headers` and `_redirects` for static hosts, after checking that no page relies on an
 * inline script: the fixed CSP of every host config allows scripts from our own files only.
 */
export function writeHostingFiles(clientDir: string, formEndpoint = buildFormEndpoint()): void {
  const offending = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => findInlineScripts(readFileSync(join(clientDir, file), 'utf8')).length)
  if (offending.length) {
    throw new Error(`the Content-Security-Policy would block the inline scripts of ${offending.join(', ')}: load them from a file instead`)
  }

  const rules = hostingRules({ formEndpoint })
  writeFileSync(join(clientDir, '_headers'), renderHeadersFile(rules))
  writeFileSync(join(clientDir, '_redirects'), renderRedirectsFile(rules))
}

export const run = (clientDir: string) => writeHostingFiles(clientDir)
