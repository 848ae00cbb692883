import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { keyMarker } from '../../src/i18n/key-mode.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { clientDirOf, keysBuildDir } from '../support/builds.ts'

/** The code of every script a build serves. */
function scriptsOf(buildDir?: string): string[] {
  const scriptsDir = join(clientDirOf(buildDir), 'assets')
  return readdirSync(scriptsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(scriptsDir, file), 'utf8'))
}

it('the site’s own build carries no pseudo-localisation or key-mode code', () => {
  // i18next-pseudo's option name survives minification; the pseudo language's name and key mode's marker are our data.
  const carrying = (buildDir?: string) =>
    scriptsOf(buildDir).filter(
      (code) => code.includes('letterMultiplier') || code.includes(pseudoLanguage.nativeName) || code.includes(keyMarker.open),
    )
  expect(scriptsOf().length).toBeGreaterThan(0)
  expect(carrying()).toEqual([])
  expect(carrying(keysBuildDir).length, 'the key-mode build, which must carry it').toBeGreaterThan(0)
})
