import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const repoRoot = resolve(import.meta.dirname, '../..')

/**
 * A throw-away copy of the project (sources, locales, scripts and config; node_modules linked), for
 * tests that change what a translator or developer would change and then check or build.
 */
export class ProjectCopy {
  readonly root = mkdtempSync(join(tmpdir(), 'studio-copy-'))

  constructor() {
    for (const entry of ['package.json', 'tsconfig.json', 'vite.config.ts', '.prettierrc.json', 'src', 'locales', 'scripts', 'workspace']) {
      cpSync(join(repoRoot, entry), join(this.root, entry), { recursive: true })
    }
    symlinkSync(join(repoRoot, 'node_modules'), join(this.root, 'node_modules'))
  }

  read(path: string): string {
    return readFileSync(join(this.root, path), 'utf8')
  }

  write(path: string, text: string): void {
    writeFileSync(join(this.root, path), text)
  }

  /** Replaces the only occurrence of `from` in a file; fails loudly if the file changed shape. */
  replace(path: string, from: string, to: string): void {
    const text = this.read(path)
    if (text.split(from).length !== 2) throw new Error(`${path} does not contain exactly one ${JSON.stringify(from)}`)
    this.write(path, text.replace(from, to))
  }

  run(command: string, env: Record<string, string> = {}): { status: number | null; output: string } {
    // INIT_CWD as npm sets it: the commands read and write the files they are given relative to it, so in the copy.
    const result = spawnSync(command, {
      cwd: this.root,
      shell: true,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: this.root, ...env },
    })
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true })
  }
}
