import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath, quietChromiumFlags } from '../../scripts/chromium.ts'

export async function launchDebuggableChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child: ChildProcess = spawn(
    chromiumPath,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...quietChromiumFlags, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`)))
  })
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
      // Chromium's helper processes can still be writing the profile; a leftover temp folder is harmless.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
      } catch {
        console.warn(`Could not remove ${profile}`)
      }
    },
  }
}
