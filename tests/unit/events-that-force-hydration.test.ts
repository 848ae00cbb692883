import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { eventsThatForceHydration } from '../../src/islands/events-that-force-hydration.ts'

/** The events on which the installed react-dom hydrates a whole root at once, read from the code the browser bundle is built from. */
function reactDomsOwnList(): string[] {
  const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'))
  const code = readFileSync(join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8')
  const list = /discreteReplayableEvents\s*=\s*"([^"]+)"\.split\(/.exec(code)?.[1]
  if (!list)
    throw new Error(
      'react-dom no longer names discreteReplayableEvents: check how its hydration replays events, then src/islands/hydrate-island.tsx',
    )
  return list.split(' ')
}

describe('the events an island holds back from React while it hydrates', () => {
  it('are exactly those on which the installed react-dom hydrates a whole root at once', () => {
    expect([...eventsThatForceHydration].sort()).toEqual(reactDomsOwnList().sort())
  })
})
