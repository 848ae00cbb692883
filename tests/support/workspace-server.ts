import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { ProjectCopy } from './project-copy.ts'

/** `npm run translate` in a copy of the project, as its own process group so that `stop` ends the dev server too. */
export interface RunningWorkspace {
  /** The address the command printed, the workspace's page. */
  address: string
  stop: () => void
}

/** Starts the workspace in `copy` on `port` and resolves once it prints its address, the signal that it listens. */
export async function startWorkspace(copy: ProjectCopy, port: number): Promise<RunningWorkspace> {
  const workspace: ChildProcess = spawn('node', ['workspace/translate.ts', '--port', String(port)], {
    cwd: copy.root,
    env: { ...process.env, VITE_CACHE_DIR: join(copy.root, '.vite-cache') },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const stop = () => {
    if (workspace.pid && workspace.exitCode === null) process.kill(-workspace.pid)
  }
  const address = await new Promise<string>((resolve, reject) => {
    let output = ''
    workspace.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const printed = output.match(new RegExp(`http://127\\.0\\.0\\.1:${port}/__translate/`))
      if (printed) resolve(printed[0])
    })
    workspace.on('exit', (code) => reject(new Error(`npm run translate stopped (${code}): ${output}`)))
  })
  return { address, stop }
}
