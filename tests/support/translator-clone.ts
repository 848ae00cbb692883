import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ProjectCopy } from './project-copy.ts'

/** A line of the French home page that the send and receive tests change, as a translator would. */
export const callNow = `"callNow": "Appelez-nous\u00a0: {{phone}}"`

/** A translator's clone of the project: one commit, and a remote (a bare repository) when asked. */
export class TranslatorClone extends ProjectCopy {
  readonly remote = mkdtempSync(join(tmpdir(), 'studio-remote-'))

  constructor({ withRemote = true } = {}) {
    super()
    this.write('.gitignore', 'node_modules\ntranslations/\n')
    this.git('init', '--quiet', '--initial-branch=main')
    this.git('config', 'user.name', 'Ama Translator')
    this.git('config', 'user.email', 'ama@example.com')
    this.git('add', '-A')
    this.git('commit', '--quiet', '-m', 'The project')
    if (withRemote) {
      this.git('init', '--quiet', '--bare', this.remote)
      this.git('remote', 'add', 'origin', this.remote)
    }
  }

  git(...args: string[]): string {
    const result = spawnSync('git', args, { cwd: this.root, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
    return result.stdout.trim()
  }

  /** Everything a translator could lose: the branch, the index and the working tree's state. */
  state() {
    return { branch: this.git('branch', '--show-current'), status: this.git('status', '--porcelain'), staged: this.git('diff', '--cached') }
  }

  override remove(): void {
    super.remove()
    rmSync(this.remote, { recursive: true, force: true })
  }
}
