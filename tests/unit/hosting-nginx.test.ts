import { describe, expect, it } from 'vitest'
import { productionNginxTarget, renderNginxConfig } from '../../scripts/hosting/nginx-config.ts'
import { hostingRules } from '../../scripts/hosting/rules.ts'
import { siteConfig } from '../../src/site.config.ts'
import { onTestPorts, withHttp2OnListen } from '../support/nginx.ts'

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

  it('turns HTTP/2 on with `http2 on;`, or on each HTTPS `listen` for an nginx older than 1.25.1', () => {
    const listens = (text: string) => text.match(/^\s*(?:listen 443|listen \[::\]:443|http2).*$/gm)?.map((line) => line.trim())
    const older = renderNginxConfig(rules, { ...target, http2: 'listen' })
    expect(listens(config)).toEqual(
      listens(older)!.flatMap((line) => [line.replace(' http2', ''), ...(line.startsWith('listen [') ? ['http2 on;'] : [])]),
    )
    expect(older).not.toContain('http2 on;')
    expect(withHttp2OnListen(config)).toBe(older)
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
      http2: 'on',
    })
    expect(config).toMatch(/^server_tokens off;$/m)
    expect(config).toContain(`return 301 https://${host}$request_uri;`)
    expect(config).not.toContain('$host')
    expect(config).toMatch(
      /listen 80 default_server;[\s\S]*listen 443 ssl default_server;[\s\S]*http2 on;[\s\S]*ssl_reject_handshake on;\n\s*return 444;/,
    )
    expect(productionNginxTarget('https://example.org:8443').host).toBe('example.org')
  })

  it('answers the bare domain over HTTP and HTTPS with one permanent redirect to the canonical address, path and query kept', () => {
    const bare = host.replace(/^www\./, '')
    expect(rules.hostAliases).toEqual([bare])
    const servers = config.split(/^server \{$/m).slice(1)
    const named = (name: string) => servers.filter((server) => server.split('\n').some((line) => line.trim() === `server_name ${name};`))
    // Plain HTTP: the site's host and its other names in one server, redirected as before.
    const [http] = named(`${host} ${bare}`)
    expect(http).toMatch(/listen 80;[\s\S]*location \/ \{\n\s+return 301 https:\/\/[^$]+\$request_uri;/)
    expect(http).toContain(`return 301 https://${host}$request_uri;`)
    // HTTPS: the bare domain with the site's certificate, redirected and nothing else.
    const [https] = named(bare)
    expect(https).toMatch(/listen 443 ssl;\n.*\n\s*http2 on;/)
    expect(https).toContain(`ssl_certificate ${target.certificate};`)
    expect(https).toContain(`ssl_certificate_key ${target.certificateKey};`)
    expect(https).toContain(`location / {\n        return 301 https://${host}$request_uri;\n    }`)
    expect(https).not.toMatch(/root |add_header|try_files/)
    // The canonical server still serves only the site's own host.
    expect(named(host)).toHaveLength(1)
    expect(named(host)[0]).toContain(`root ${target.root};`)
  })

  it('adds the configured aliases to both redirects, and has no alias server when there is none', () => {
    const aliased = renderNginxConfig(hostingRules({ hostAliases: ['sankofa.example', 'www.sankofa.example'] }), target)
    const bare = host.replace(/^www\./, '')
    expect(aliased).toContain(`server_name ${host} ${bare} sankofa.example www.sankofa.example;`)
    expect(aliased).toContain(`server_name ${bare} sankofa.example www.sankofa.example;`)

    const alone = renderNginxConfig(
      hostingRules({ origin: 'https://studio.example', hostAliases: [] }),
      productionNginxTarget('https://studio.example'),
    )
    expect(alone).toContain('server_name studio.example;')
    expect(alone.match(/^\s*listen 443 ssl;$/gm)).toHaveLength(1)
  })

  it('hides dotfiles but /.well-known/ and the files meant for static hosts, and types the files its mime.types lacks', () => {
    expect(config).toContain('location ~ /\\.(?!well-known/) {\n        return 404;')
    for (const path of rules.unservedFiles) expect(config).toContain(`location = ${path} {\n        return 404;`)
    expect(config).toContain(
      `location = ${rules.speculationRules.path} {\n        types { }\n        default_type application/speculationrules+json;`,
    )
    expect(config).toContain(
      'location ~ "^/manifest-[^/]+\\.webmanifest$" {\n        types { }\n        default_type application/manifest+json;',
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
      'listen 127.0.0.1:8443 ssl default_server;',
      'listen 127.0.0.1:8080;',
      'listen 127.0.0.1:8443 ssl;',
      'listen 127.0.0.1:8443 ssl;',
    ])
    expect(moved.match(/ssl_certificate .*/g)).toEqual(['ssl_certificate /t/c.pem;', 'ssl_certificate /t/c.pem;'])
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
