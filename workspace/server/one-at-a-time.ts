const saving = new Map<string, Promise<void>>()

/**
 * One write of a file at a time: a save checks the file on disk, then may wait (for Prettier) before writing, so a
 * second save checked in that moment would pass against the old file, and one of the two edits would be lost.
 * Queued, the second meets the first's file.
 */
export function oneAtATime<Result>(key: string, task: () => Result | Promise<Result>): Promise<Result> {
  const result = (saving.get(key) ?? Promise.resolve()).then(task)
  const settled = result.then(
    () => {},
    () => {},
  )
  saving.set(key, settled)
  void settled.then(() => saving.get(key) === settled && saving.delete(key))
  return result
}
