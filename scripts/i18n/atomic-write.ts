import { renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Through a temporary file and one rename: no reader sees half a file, and a crash leaves the old one. */
export function writeFileAtomic(path: string, text: string | Uint8Array): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`)
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}
