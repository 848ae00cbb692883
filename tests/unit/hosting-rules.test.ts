import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hostingRules, pageStylePolicy, runtimeStyleHash } from '../../scripts/hosting/rules.ts'
import { serviceWorkerPath } from '../../src/components/offline/offline-support.ts'
import { siteConfig } from '../../src/site.config.ts'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

describe('hosting rules', () => {
  it('allows scripts and fonts from our own files only, and with the default content images too', () => {
    const policy = directives(contentSecurityPolicy())
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:'])
    expect(policy['font-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
  })

  it("allows styles from our files, the build's exact style blocks and Emotion's empty run-time element, never 'unsafe-inline'", () => {
    expect(directives(contentSecurityPolicy())['style-src']).toEqual(["'self'", runtimeStyleHash])
    const hashes = ["'sha256-a='", "'sha256-b='"]
    expect(directives(contentSecurityPolicy({ styleHashes: hashes }))['style-src']).toEqual(["'self'", ...hashes, runtimeStyleHash])
    expect(pageStylePolicy([hashes[0]!, hashes[0]!])).toBe(`style-src 'self' ${hashes[0]} ${runtimeStyleHash}`)
  })

  it('lets the forms post as e-mail without an endpoint, and to exactly the endpoint with one', () => {
    expect(directives(contentSecurityPolicy())['form-action']).toEqual(["'self'", 'mailto:'])
    expect(directives(contentSecurityPolicy())['connect-src']).toEqual(["'self'"])

    const policy = directives(contentSecurityPolicy({ formEndpoint: 'https://forms.example/f/abc;1?source=site' }))
    expect(policy['connect-src']).toEqual(["'self'", 'https://forms.example/f/abc%3B1'])
    expect(policy['form-action']).toEqual(["'self'", 'https://forms.example/f/abc%3B1'])
  })

  it('lets the site run its own service worker and offer its own web app manifest', () => {
    expect(directives(contentSecurityPolicy())['worker-src']).toEqual(["'self'"])
    expect(directives(contentSecurityPolicy())['manifest-src']).toEqual(["'self'"])
  })

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(() => contentSecurityPolicy({ formEndpoint: 'javascript:alert(1)' })).toThrow(/http\(s\) URL/)
    expect(() => contentSecurityPolicy({ formEndpoint: 'not a url' })).toThrow()
  })

  it('redirects the bare domain of a www. origin and the configured aliases, each once, never the canonical host', () => {
    expect(hostingRules({ origin: 'https://www.studio.example', hostAliases: [] })).toMatchObject({
      canonicalHost: 'www.studio.example',
      hostAliases: ['studio.example'],
    })
    expect(
      hostingRules({ origin: 'https://www.studio.example', hostAliases: ['studio.example', 'old-studio.example', 'www.studio.example'] })
        .hostAliases,
    ).toEqual(['studio.example', 'old-studio.example'])
    expect(hostingRules({ origin: 'https://studio.example', hostAliases: [] }).hostAliases).toEqual([])
    expect(hostingRules({ origin: 'https://studio.example', hostAliases: ['www.studio.example'] }).hostAliases).toEqual([
      'www.studio.example',
    ])
    expect(hostingRules().hostAliases).toEqual([new URL(siteConfig.origin).hostname.replace(/^www\./, '')])
  })

  it('refuses an alias that is not a plain lowercase host name', () => {
    for (const alias of [
      'https://studio.example',
      'studio.example/',
      'studio.example:8443',
      'Studio.example',
      'studio example',
      '*.studio.example',
      'localhost',
    ]) {
      expect(() => hostingRules({ hostAliases: [alias] }), alias).toThrow(/lowercase host names/)
    }
  })

  it("serves each language's not-found page under its prefix, the default language's everywhere else", () => {
    const { notFound, languageHomes } = hostingRules()
    expect(notFound).toEqual([
      { prefix: '/fr/', page: '/fr/404.html' },
      { prefix: '/', page: '/404.html' },
    ])
    expect(languageHomes).toEqual(['/fr/'])
  })

  it('redirects the French addresses that used English slugs to the French ones', () => {
    const { redirects } = hostingRules()
    expect(redirects).toEqual([
      { from: '/fr/about', to: '/fr/a-propos', status: 301 },
      { from: '/fr/portfolio', to: '/fr/realisations', status: 301 },
      { from: '/fr/quote', to: '/fr/devis', status: 301 },
      { from: '/fr/privacy', to: '/fr/confidentialite', status: 301 },
    ])
    expect(
      hostingRules({ languageCodes: ['en', 'fr', 'en-XA'] }).redirects,
      'a language with English slugs has nothing to redirect',
    ).toEqual(redirects)
  })

  it('caches only the hashed assets for good, revalidates the service worker on every visit, sends the security headers and speculation rules everywhere', () => {
    const rules = hostingRules()
    expect(rules.caching).toEqual([
      { prefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' },
      { prefix: serviceWorkerPath, cacheControl: 'no-cache' },
    ])
    expect(rules.defaultCacheControl).toBe('no-cache')
    expect(Object.keys(rules.headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Speculation-Rules',
    ])
    expect(rules.headers['Permissions-Policy']).toMatch(/\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\)/)
    expect(rules.headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(rules.headers['Speculation-Rules']).toBe(`"${rules.speculationRules.path}"`)
    expect(rules.unservedFiles).toEqual(['/_headers', '/_redirects'])
  })

  it('prefetches same-site pages when the visitor hovers or presses a link, and runs none of their scripts early', () => {
    const { speculationRules } = hostingRules()
    expect(speculationRules.contentType).toBe('application/speculationrules+json')
    expect(speculationRules.rules).toEqual({
      prefetch: [
        { where: { and: [{ href_matches: '/*' }, { not: { selector_matches: ':root[data-save-data] *' } }] }, eagerness: 'moderate' },
      ],
    })
    expect(speculationRules.rules).not.toHaveProperty('prerender')
  })
})
