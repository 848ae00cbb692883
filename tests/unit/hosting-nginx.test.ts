import { describe, expect, it } from 'vitest'
import { productionNginxTarget, renderNginxConfig } from '../../scripts/hosting/nginx-config.ts'
import { hostingRules } from '../../scripts/hosting/rules.ts'
import { siteConfig } from '../../src/site.config.ts'
import { onTestPorts } from '../support/nginx.ts'

const rules = hostingRules({ styleHashes: ["'sha256-a='"] })
const target = productionNginxTarget()
const config = renderNginxConfig(rules, target)
const host = new URL(siteConfig.origin).hostname

describe('nginx config', () => {
  it('sends every header on every response, from the server level only', () => {
    for (const [name, value] of Object.entries(rules.headers)) {
      const quoted = value.includes('"') ? `'${value}'` : `"${value}"`
      expect(config).toContain(`    add_header ${name} ${quoted} always;\n`)
    }
    expect(config).toContain('    add_header Cache-Control $site_cache_control always;\n')
    // A location with an add_header of its own would drop every server-level header.
    expect(config.match(/^ {8}add_header/gm)).toBeNull()
  })

  it("maps paths to their caching and their language's not-found page", () => {
    expect(config).toContain('~^/assets/ "public, max-age=31536000, immutable";')
    expect(config).toContain('default "no-cache";')
    for (const { prefix, page } of rules.notFound.filter(({ prefix }) => prefix !== '/')) {
      expect(config).toContain(`~^${prefix} ${page};`)
    }
    expect(config).toContain('default /404.html;')
    expect(config).toContain('error_page 404 $site_not_found_page;')
  })

  it("redirects pages' old addresses, with or without a trailing slash, keeping the query, before any other rewrite", () => {
    expect(rules.redirects.length).toBeGreaterThan(0)
    for (const { from, to } of rules.redirects) {
      const rewrite = `    rewrite "^${from}/?$" ${to} permanent;\n`
      expect(config).toContain(rewrite)
      expect(config.indexOf(rewrite)).toBeLessThan(config.indexOf('rewrite ^/('))
    }
  })

  it('keeps the trailing slash of language homes only', () => {
    const homes = rules.languageHomes.map((home) => home.slice(1, -1))
    expect(config).toContain(`rewrite ^/(${homes.join('|')})$ /$1/ permanent;`)
    expect(config).toContain(`rewrite "^(?!/(?:${homes.join('|')})/$)(/[\\w.~-][\\w.~/-]*)/$" $1 permanent;`)
  })

  it("serves the site's host over HTTPS only, redirects HTTP to its canonical address, and refuses other hosts", () => {
    expect(target).toEqual({
      host,
      root: `/var/www/${host}`,
      certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
      certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
    })
    expect(config).toMatch(/^server_tokens off;$/m)
    expect(config).toContain(`return 301 https://${host}$request_uri;`)
    expect(config).not.toContain('$host')
    expect(config).toMatch(
      /listen 80 default_server;[\s\S]*listen 443 ssl http2 default_server;[\s\S]*ssl_reject_handshake on;\n\s*return 444;/,
    )
    expect(productionNginxTarget('https://example.org:8443').host).toBe('example.org')
  })

  it('hides dotfiles but /.well-known/, and the files meant for static hosts', () => {
    expect(config).toContain('location ~ /\\.(?!well-known/) {\n        return 404;')
    for (const path of rules.unservedFiles) expect(config).toContain(`location = ${path} {\n        return 404;`)
    expect(config).toContain(
      `location = ${rules.speculationRules.path} {\n        types { }\n        default_type application/speculationrules+json;`,
    )
  })

  it('is moved to test ports with nothing else changed', () => {
    const moved = onTestPorts(config, {
      httpPort: 8080,
      httpsPort: 8443,
      certificate: '/t/c.pem',
      certificateKey: '/t/k.pem',
      root: '/srv/site',
    })
    expect(moved.match(/listen .*/g)).toEqual([
      'listen 127.0.0.1:8080 default_server;',
      'listen 127.0.0.1:8443 ssl http2 default_server;',
      'listen 127.0.0.1:8080;',
      'listen 127.0.0.1:8443 ssl http2;',
    ])
    const rest = (text: string) => text.split('\n').filter((line) => !/listen|ssl_certificate|root /.test(line))
    expect(rest(moved)).toEqual(rest(config))
    expect(() => onTestPorts('server {}', { httpPort: 1, httpsPort: 2, certificate: '', certificateKey: '', root: '' })).toThrow(
      /cannot move it/,
    )
  })

  it('refuses header values nginx would misread', () => {
    expect(() => renderNginxConfig({ ...rules, headers: { 'X-Test': 'a "quoted" $value' } }, target)).toThrow(/\$, a backslash/)
    expect(() => renderNginxConfig({ ...rules, headers: { 'X-Test': `"both" 'quotes'` } }, target)).toThrow(/both quotes/)
  })
})
