import { spawn } from 'node:child_process'
import { GitError, untrusted } from './git-tree.ts'

/**
 * Settings that change what plumbing prints or runs, fixed whatever the user's, the system's or the environment's
 * configuration says; what a command lists is then the same on every machine.
 */
const fixed = [
  ...untrusted,
  ...['core.quotePath=false', 'core.pager=cat', 'color.ui=never', 'core.fsmonitor=false'].flatMap((setting) => ['-c', setting]),
]

/** The environment without the caller's GIT_* variables (GIT_DIR, GIT_INDEX_FILE, GIT_CONFIG_PARAMETERS…), and with no system configuration or prompt. */
function environment(): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')))
  return { ...kept, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' }
}

export interface PlainResult {
  status: number
  stdout: Buffer
}

/** `accept`: exit codes that answer the question rather than fail (merge-tree's 1 for a conflict). */
export function plainGit(cwd: string, args: readonly string[], { input, accept = [0] }: { input?: string; accept?: number[] } = {}) {
  return new Promise<PlainResult>((resolve, reject) => {
    const child = spawn('git', [...fixed, ...args], { cwd, env: environment(), stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', (cause: NodeJS.ErrnoException) =>
      reject(cause.code === 'ENOENT' ? new GitError('git is not installed, or not on this computer’s PATH', { missing: true }) : cause),
    )
    child.on('close', (status) => {
      if (status !== null && accept.includes(status)) resolve({ status, stdout: Buffer.concat(out) })
      else reject(new GitError(Buffer.concat(err).toString().trim().split('\n').slice(-3).join(' ') || `git ${args[0]} failed`))
    })
    child.stdin.on('error', () => {}) // A command that exits before reading its input reports through its status.
    child.stdin.end(input ?? '')
  })
}

export const text = async (cwd: string, args: readonly string[]) => (await plainGit(cwd, args)).stdout.toString().trim()

/** `git diff-tree --raw -z` entries: the mode and object a path has after the change (`000000` when deleted). */
export interface RawChange {
  path: string
  oldMode: string
  mode: string
  oldObject: string
  object: string
}

export function parseRaw(output: Buffer): RawChange[] {
  const fields = output.toString().split('\0')
  const changes: RawChange[] = []
  for (let index = 0; index < fields.length - 1; index++) {
    const field = fields[index]!
    if (!field.startsWith(':')) continue
    const [oldMode, mode, oldObject, object] = field.slice(1).split(' ')
    changes.push({ path: fields[++index]!, oldMode: oldMode!, mode: mode!, oldObject: oldObject!, object: object! })
  }
  return changes
}

/** The blobs' bytes, read with one `cat-file --batch`: no checkout, so no filter, attribute or hook of anyone's runs. */
export async function readBlobs(cwd: string, objects: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(objects)]
  const blobs = new Map<string, Buffer>()
  if (!unique.length) return blobs
  const { stdout } = await plainGit(cwd, ['cat-file', '--batch'], { input: `${unique.join('\n')}\n` })
  for (let at = 0; at < stdout.length;) {
    const end = stdout.indexOf(0x0a, at)
    const [object, type, size] = stdout.subarray(at, end).toString().split(' ')
    if (type === 'missing' || size === undefined) throw new GitError(`the object ${object} is missing`)
    const start = end + 1
    blobs.set(object!, stdout.subarray(start, start + Number(size)))
    at = start + Number(size) + 1
  }
  return blobs
}
