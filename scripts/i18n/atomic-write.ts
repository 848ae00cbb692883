import { renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/**
 * Writes a file whole or not at all: the text goes to a temporary file beside it, which then replaces it in one
 * rename. A reader (the dev server, an editor, git) never sees half a file, and a crash mid-write leaves the old one.
 */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`)
  writeFileSync(temporary, text)
  renameSync(temporary, path)
}
