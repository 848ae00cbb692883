import { closeSync, fsyncSync, openSync, readdirSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { basename, dirname, join, resolve, sep } from 'node:path'

/** `.home.json.<pid>.<ms>.tmp`: the writer's process id tells a stale one (its writer gone) from one being written. */
const temporaryName = /^\..+\.(\d+)\.[\w-]+\.tmp$/

export const temporaryPath = (folder: string, stem: string) =>
  join(folder, `.${stem}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`)

/**
 * Through a temporary file, flushed to the disk, and one rename: no reader sees half a file, and a crash or a power cut
 * leaves the old one. A project folder reached through a symbolic link is refused (`refuseLinkedFolder`).
 */
export function writeFileAtomic(path: string, text: string | Uint8Array): void {
  const folder = dirname(resolve(path))
  refuseLinkedFolder(folder)
  removeStaleTemporaryFilesOnce(folder)
  const temporary = temporaryPath(folder, basename(path))
  writeDurably(temporary, text)
  try {
    renameSync(temporary, path)
  } catch (cause) {
    unlinkSync(temporary)
    throw cause
  }
  syncFolder(folder)
}

export function writeDurably(path: string, text: string | Uint8Array): void {
  const descriptor = openSync(path, 'wx')
  try {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text
    for (let written = 0; written < bytes.length;) written += writeSync(descriptor, bytes, written)
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
}

/** The rename itself is kept only once the folder is flushed; some systems cannot open a folder for that. */
function syncFolder(folder: string): void {
  try {
    const descriptor = openSync(folder, 'r')
    try {
      fsyncSync(descriptor)
    } finally {
      closeSync(descriptor)
    }
  } catch {
    // Best effort: the rename is atomic either way.
  }
}

/**
 * A write under a project's `locales/` or `src/content/` must land there: a folder that is a symbolic link to
 * elsewhere would have the workspace write outside the project. Other writes (a cache) are not concerned.
 */
export function refuseLinkedFolder(folder: string): void {
  const parts = resolve(folder).split(sep)
  const at = parts.findLastIndex((part, index) => part === 'locales' || (part === 'src' && parts[index + 1] === 'content'))
  if (at < 1) return
  let real: string
  try {
    real = realpathSync(parts.join(sep))
  } catch {
    return // Not there yet: mkdirSync makes it as a plain folder.
  }
  const allowed = join(realpathSync(parts.slice(0, at).join(sep) || sep), ...parts.slice(at, parts[at] === 'src' ? at + 2 : at + 1))
  if (real !== allowed && !real.startsWith(`${allowed}${sep}`))
    throw new Error(
      `${parts.join(sep)} leads to ${real}, outside the project, through a symbolic link. Nothing was written: replace the link with a plain folder, then try again.`,
    )
}

const cleaned = new Set<string>()

/** Once per folder and process, the temporary files that a write stopped midway (a crash, a kill) left behind. */
function removeStaleTemporaryFilesOnce(folder: string): void {
  if (cleaned.has(folder)) return
  cleaned.add(folder)
  removeStaleTemporaryFiles(folder)
}

export function removeStaleTemporaryFiles(folder: string): string[] {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return []
  }
  const removed: string[] = []
  for (const name of names) {
    const pid = temporaryName.exec(name)?.[1]
    if (pid === undefined || isRunning(Number(pid))) continue
    try {
      unlinkSync(join(folder, name))
      removed.push(name)
    } catch {
      // Removed meanwhile by another cleaner.
    }
  }
  return removed
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (cause) {
    return (cause as NodeJS.ErrnoException).code === 'EPERM'
  }
}
