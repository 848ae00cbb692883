import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Git's refusal, in its own words; `missing` when git itself cannot be run, `timedOut` when it was stopped. */
export class GitError extends Error {
  readonly missing: boolean
  readonly timedOut: boolean

  constructor(message: string, { missing = false, timedOut = false } = {}) {
    super(message)
    this.missing = missing
    this.timedOut = timedOut
  }
}

/** For commits from elsewhere; /dev/null because a relative hooks path would name a file of that commit. */
export const untrusted = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.symlinks=false', '-c', 'transfer.fsckObjects=true']

export async function git(cwd: string, args: string[], env: Record<string, string> = {}, timeout = 0): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, timeout })
    return stdout.trim()
  } catch (cause) {
    const failure = cause as NodeJS.ErrnoException & { stderr?: string; killed?: boolean }
    if (failure.code === 'ENOENT') throw new GitError('git is not installed, or not on this computer’s PATH', { missing: true })
    if (failure.killed) throw new GitError(`git did not finish in ${timeout / 1000} s, and was stopped`, { timedOut: true })
    throw new GitError((failure.stderr ?? failure.message).trim().split('\n').slice(-3).join(' '))
  }
}

export async function withTemporaryFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'studio-i18n-'))
  try {
    return await work(folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Through an index of its own: the repository's own index and working tree are not touched. */
export async function writeTreeTo(root: string, tree: string, folder: string, paths: string[]): Promise<void> {
  await git(root, [...untrusted, '--work-tree', folder, 'checkout', tree, '--', ...paths], { GIT_INDEX_FILE: join(folder, '.index') })
}
