import { join } from 'node:path'
import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { repoRoot } from '../support/project-copy.ts'

/** The value the project's own Vite config gives __LOCALE_KEYS__ for a command, with LOCALE_KEYS as given. */
async function keyModeFor(localeKeys: string | undefined, command: 'serve' | 'build'): Promise<unknown> {
  if (localeKeys === undefined) delete process.env.LOCALE_KEYS
  else process.env.LOCALE_KEYS = localeKeys
  const config = await resolveConfig({ root: repoRoot, configFile: join(repoRoot, 'vite.config.ts'), logLevel: 'silent' }, command)
  return config.define?.__LOCALE_KEYS__
}

describe('key mode in the project’s Vite config', () => {
  const before = process.env.LOCALE_KEYS
  afterEach(() => {
    if (before === undefined) delete process.env.LOCALE_KEYS
    else process.env.LOCALE_KEYS = before
  })

  it('is on for npm run dev:keys and npm run build:keys (LOCALE_KEYS=on), off for npm run dev and npm run build', async () => {
    expect(await keyModeFor('on', 'serve')).toBe('true')
    expect(await keyModeFor('on', 'build')).toBe('true')
    expect(await keyModeFor(undefined, 'serve')).toBe('false')
    expect(await keyModeFor(undefined, 'build')).toBe('false')
  })
})
