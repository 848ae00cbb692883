import { Box } from '@chakra-ui/react'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseHtml } from '../../scripts/html.ts'
import { findInlineStyles } from '../../scripts/postbuild/hosting-files.ts'
import { checkStyleValues, findInvalidDeclarations, run } from '../../scripts/postbuild/style-values.ts'
import { SiteLayout } from '../../src/components/layout/site-layout.tsx'
import { RatingStars } from '../../src/components/ui/rating-stars.tsx'
import { renderToHtml } from '../support/render-html.tsx'

/** What a browser would drop from the styles the prerender writes for an element: one line per declaration. */
async function droppedStyles(element: React.ReactNode) {
  const css = findInlineStyles(parseHtml(await renderToHtml(element, { location: '/' }))).join('\n')
  return findInvalidDeclarations(css).map(({ property, value, reason }) => `${property}: ${value} (${reason})`)
}

describe('a theme token that does not exist', () => {
  it('is found in the CSS Chakra writes for it, named by property and value', async () => {
    expect(await droppedStyles(<Box zIndex="skipLink" width="22" color="teal.700" />)).toEqual([
      'z-index: skipLink (not a valid value of the property)',
      'width: 22 (not a valid value of the property)',
    ])
  })

  it('is not in the site layout (skip link, header, footer, language suggestion) or the rating stars', async () => {
    expect(await droppedStyles(<SiteLayout>{null}</SiteLayout>)).toEqual([])
    expect(await droppedStyles(<RatingStars rating={4} />)).toEqual([])
  })

  it('a theme variable read but never defined is named', () => {
    const css = ':root { --ck-colors-teal-700: #0f766e } .a { color: var(--ck-colors-teal-700) } .b { color: var(--ck-colors-teal-750) }'
    expect(findInvalidDeclarations(css)).toEqual([
      {
        property: 'color',
        value: 'var(--ck-colors-teal-750)',
        selector: '.b',
        reason: 'reads --ck-colors-teal-750, which no style defines',
      },
    ])
  })

  it('leaves valid CSS alone: values with var(), custom properties, at-rule descriptors, modern properties', () => {
    const css = [
      '@view-transition { navigation: auto }',
      '.a { z-index: 1400; width: 5.5rem; --x: skipLink; margin: var(--x, 0) }',
      '@media (min-width: 48em) { .b:has(input:checked) { display: none; scroll-padding-top: 5rem } }',
    ].join('\n')
    expect(findInvalidDeclarations(css)).toEqual([])
  })
})

describe('the build step', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('fails the build naming each dropped declaration once, with the pages it is on', () => {
    dir = mkdtempSync(join(tmpdir(), 'style-values-'))
    const page = (css: string) => `<!DOCTYPE html><html><head><style data-emotion="css x">${css}</style></head><body></body></html>`
    mkdirSync(join(dir, 'fr'))
    writeFileSync(join(dir, 'index.html'), page('.a{z-index:skipLink}.b{width:22}'))
    writeFileSync(join(dir, 'fr', 'index.html'), page('.a{z-index:skipLink}'))
    writeFileSync(join(dir, 'about.html'), page('.a{z-index:1600}'))
    expect(checkStyleValues(dir)).toEqual([
      expect.stringMatching(/^z-index: skipLink \(in \.a\): .*theme token that does not exist.* \[2 pages\]$/),
      expect.stringMatching(/^width: 22 \(in \.b\): .* \[index\.html\]$/),
    ])
    expect(() => run(dir)).toThrow(/styles browsers would drop:\n {2}z-index: skipLink/)
  })
})
