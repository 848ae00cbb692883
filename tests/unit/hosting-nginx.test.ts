import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { nginxConfigPath, productionNginxTarget, renderNginxConfig } from '../../scripts/hosting/nginx-config'
import { hostingRules } from '../../scripts/hosting/rules'

const rules = hostingRules()
const production = renderNginxConfig(rules, productionNginxTarget())
const local = renderNginxConfig(rules, { ...productionNginxTarget('/srv/site'), listen: { http: '127.0.0.1:8080' } })

describe('nginx config', () => {
  it('is committed as generated from the rules', () => {
    expect(readFileSync(nginxConfigPath, 'utf8'), 'deploy/nginx.conf is out of date: run `npx tsx scripts/hosting/write-nginx-config.ts`').toBe(production)
  })

  it('sends every header on every response, from the server level only', () => {
    for (const [name, value] of Object.entries(rules.headers)) {
      expect(production).toContain(`    add_header ${name} "${value}" always;\n`)
    }
    expect(production).toContain('    add_header Cache-Control $site_cache_control always;\n')
    // A location with an add_header of its own would drop every server-level header.
    expect(production.match(/^ {8}add_header/gm)).toBeNull()
  })

  it("maps paths to their caching and their language's not-found page", () => {
    expect(production).toContain('~^/assets/ "public, max-age=31536000, immutable";')
    expect(production).toContain('default "no-cache";')
    for (const { prefix, page } of rules.notFound.filter(({ prefix }) => prefix !== '/')) {
      expect(production).toContain(`~^${prefix} ${page};`)
    }
    expect(production).toContain('default /404.html;')
    expect(production).toContain('error_page 404 $site_not_found_page;')
  })

  it('keeps the trailing slash of language homes only', () => {
    const homes = rules.languageHomes.map((home) => home.slice(1, -1))
    expect(production).toContain(`rewrite ^/(${homes.join('|')})$ /$1/ permanent;`)
    expect(production).toContain(`rewrite "^(?!/(?:${homes.join('|')})/$)(/[\\w.~-][\\w.~/-]*)/$" $1 permanent;`)
  })

  it('serves production over HTTPS, redirecting HTTP to it, and tests over plain HTTP on one address', () => {
    expect(production).toContain('return 301 https://$host$request_uri;')
    expect(production).toMatch(/listen 443 ssl http2;\n.*\n.*server_name \S+;\n.*ssl_certificate \/etc\/letsencrypt\/live\//)
    expect(local).not.toContain('ssl')
    expect(local).toContain('listen 127.0.0.1:8080;')
    expect(local).toContain('root /srv/site;')
    // Everything but where it listens and what it serves is the same config.
    const body = (config: string) => config.slice(config.indexOf('charset utf-8;'))
    expect(body(local)).toBe(body(production))
  })

  it('refuses header values nginx would misread', () => {
    const bad = { ...rules, headers: { 'X-Test': 'a "quoted" $value' } }
    expect(() => renderNginxConfig(bad, productionNginxTarget())).toThrow(/quote, \$, backslash/)
  })
})
