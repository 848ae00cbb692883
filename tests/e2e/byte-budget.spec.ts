import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { measureInitialLoad } from '../../scripts/bench/measure-bytes'
import { pseudoLanguage } from '../../src/i18n/pseudo-language'
import { clientDirOf, sitePort } from '../support/builds'
import { siteUrls } from '../support/site'

/**
 * What a first visit may download before the visitor does anything, in gzip KiB, counted as `npm run bench`
 * counts it (every response until network idle): pages are HTML, and islands load their code on intent.
 */
const budgetKiB = { js: 25, html: 20 }

test('no page of either language downloads more than its byte budget on a first visit', async () => {
  test.setTimeout(120_000)
  const urls = siteUrls.map(({ path }) => `http://127.0.0.1:${sitePort}${path}`)
  const measured = await measureInitialLoad(urls)
  const over = urls.flatMap((url) => {
    const { bytes } = measured.get(url)!
    return (['js', 'html'] as const)
      .filter((kind) => bytes[kind].gzip > budgetKiB[kind] * 1024)
      .map((kind) => `${url}: ${(bytes[kind].gzip / 1024).toFixed(1)} KiB of ${kind} (budget ${budgetKiB[kind]} KiB)`)
  })
  expect(over).toEqual([])
})

test('the site’s own build carries no pseudo-localisation code', () => {
  const scriptsDir = join(clientDirOf(), 'assets')
  const scripts = readdirSync(scriptsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const carrying = scripts.filter((file) => {
    const code = readFileSync(join(scriptsDir, file), 'utf8')
    // i18next-pseudo's option name survives minification; the language's own name is our data.
    return code.includes('letterMultiplier') || code.includes(pseudoLanguage.nativeName)
  })
  expect(carrying).toEqual([])
})
