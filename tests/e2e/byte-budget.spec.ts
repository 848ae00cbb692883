import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { measureInitialLoad } from '../../scripts/bench/measure-bytes.ts'
import { keyMarker } from '../../src/i18n/key-mode.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { clientDirOf, keysBuildDir, sitePort } from '../support/builds.ts'
import { siteUrls } from '../support/site.ts'

/**
 * What a first visit may download before the visitor does anything, in gzip KiB, counted as `npm run bench`
 * counts it (every response until network idle): pages are HTML, and islands load their code on intent.
 */
const budgetKiB = { js: 25, html: 22 }

for (const { path } of siteUrls) {
  test(`${path} downloads no more than its byte budget on a first visit`, async ({ browser }) => {
    const url = `http://127.0.0.1:${sitePort}${path}`
    const { bytes } = (await measureInitialLoad([url], browser)).get(url)!
    const over = (['js', 'html'] as const)
      .filter((kind) => bytes[kind].gzip > budgetKiB[kind] * 1024)
      .map((kind) => `${(bytes[kind].gzip / 1024).toFixed(1)} KiB of ${kind} (budget ${budgetKiB[kind]} KiB)`)
    expect(over).toEqual([])
  })
}

test('the site’s own build carries no pseudo-localisation or key-mode code', () => {
  // i18next-pseudo's option name survives minification; the pseudo language's name and key mode's marker are our data.
  const carrying = (buildDir?: string) =>
    scriptsOf(buildDir).filter(
      (code) => code.includes('letterMultiplier') || code.includes(pseudoLanguage.nativeName) || code.includes(keyMarker.open),
    )
  expect(scriptsOf().length).toBeGreaterThan(0)
  expect(carrying()).toEqual([])
  expect(carrying(keysBuildDir).length, 'the key-mode build, which must carry it').toBeGreaterThan(0)
})

/** The code of every script a build serves. */
function scriptsOf(buildDir?: string): string[] {
  const scriptsDir = join(clientDirOf(buildDir), 'assets')
  return readdirSync(scriptsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(scriptsDir, file), 'utf8'))
}
