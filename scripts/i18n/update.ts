import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { git, GitError } from './git-tree.ts'
import { withoutQuestions } from './send.ts'

export type UpdateResult =
  /** The copy's branch is now at the team's version (`commit`); `already` when it was there. */
  | { status: 'updated'; commit: string; already: boolean }
  /** Nothing changed here: the reasons say why, and what to do, in plain words. */
  | { status: 'refused'; reasons: string[] }

interface UpdateOptions {
  /** Whether git may ask its questions (a password) in a terminal. */
  interactive?: boolean
  /** How long, in milliseconds, the fetch may take. */
  fetchTimeout?: number
}

const refused = (...reasons: string[]): UpdateResult => ({ status: 'refused', reasons })

/**
 * `npm run update`: the team's version of the copy's branch (its upstream, as `git clone` sets it), fetched and
 * taken. A change here that the team's version already has, as a send leaves it once merged, gives way to it; a
 * change the team's version lacks on a file it changes stops the update before anything is touched, as do commits
 * of this copy the team does not have. A send's own commit, merged or squashed by the team, is not such a commit.
 */
export async function updateCopy(root: string, { interactive = false, fetchTimeout = 120_000 }: UpdateOptions = {}): Promise<UpdateResult> {
  try {
    return await update(root, interactive, fetchTimeout)
  } catch (cause) {
    if (cause instanceof GitError && cause.missing)
      return refused('git is not installed on this computer (or cannot be found): install it as the guide says, then update again.')
    return refused(`git refused: ${(cause as Error).message}. Nothing was changed; ask a developer if this happens again.`)
  }
}

async function update(root: string, interactive: boolean, timeout: number): Promise<UpdateResult> {
  const top = await git(root, ['rev-parse', '--show-toplevel']).catch((cause: GitError) => {
    if (cause.missing) throw cause
    return ''
  })
  if (!top) return refused('this folder is not a git copy of the project: get the project with git clone, as the guide says.')
  const branch = await git(top, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')
  if (!branch) return refused('this copy is not on a branch (git calls it a “detached HEAD”): ask a developer to put it back on main.')
  const upstream = await git(top, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}']).catch(() => '')
  if (!upstream)
    return refused(
      `the branch ${branch} does not follow a branch of the team’s copy: ask a developer to set it up (git branch --set-upstream-to).`,
    )
  const remote = await git(top, ['config', `branch.${branch}.remote`]).catch(() => 'origin')
  const quiet = interactive ? {} : await withoutQuestions(top)
  try {
    await git(top, ['fetch', '--quiet', remote], quiet, timeout)
  } catch (cause) {
    return refused(
      `the team’s copy could not be reached (${(cause as Error).message}). Check the internet connection, then update again; nothing was changed.`,
    )
  }

  const head = await git(top, ['rev-parse', 'HEAD'])
  const target = await git(top, ['rev-parse', `${upstream}^{commit}`])
  const fastForward = await git(top, ['merge-base', '--is-ancestor', head, target]).then(
    () => true,
    () => false,
  )
  if (!fastForward) {
    // Commits here the team lacks: kept unless each file they change is already as the team has it.
    const base = await git(top, ['merge-base', head, target]).catch(() => '')
    const committed = base ? await names(top, ['diff', '--name-only', '--no-renames', '-z', base, head]) : ['(no commit in common)']
    const lacking = []
    for (const path of committed) if ((await blob(top, head, path)) !== (await blob(top, target, path))) lacking.push(path)
    if (lacking.length)
      return refused(
        `this copy has commits of its own that the team’s version does not have (they change ${lacking.join(', ')}): nothing was changed. Ask a developer to bring them together.`,
      )
  }

  // Changes here on files the team's version changes: they give way only if they are already the team's.
  const incoming = new Set(await names(top, ['diff', '--name-only', '--no-renames', '-z', head, target]))
  const changedHere = await names(top, ['ls-files', '--modified', '--deleted', '--others', '--exclude-standard', '-z'])
  const staged = await names(top, ['diff', '--cached', '--name-only', '--no-renames', '-z', 'HEAD'])
  const giving: string[] = []
  const kept: string[] = []
  for (const path of new Set([...changedHere, ...staged])) {
    if (!incoming.has(path)) continue
    if ((await workingBlob(top, path)) === (await blob(top, target, path))) giving.push(path)
    else kept.push(path)
  }
  if (kept.length)
    return refused(
      `these files have changes of yours that the team’s version does not have yet, and the team changed them too: ${kept.join(', ')}.`,
      'Nothing was changed. Send them to the team (Send to the team in the workspace); once the team has taken them, update again.',
    )
  if (head === target && giving.length === 0) return { status: 'updated', commit: target, already: true }

  // Set aside as they are, put back if git refuses: what gives way is never lost.
  const aside = new Map(giving.map((path) => [path, readOrUndefined(join(top, path))]))
  try {
    if (giving.length) {
      await git(top, ['reset', '--quiet', 'HEAD', '--', ...giving])
      for (const path of giving) {
        if ((await blob(top, head, path)) === undefined) rmSync(join(top, path), { force: true })
        else await git(top, ['checkout', 'HEAD', '--', path])
      }
    }
    await git(top, fastForward ? ['merge', '--ff-only', '--quiet', target] : ['reset', '--keep', '--quiet', target])
  } catch (cause) {
    for (const [path, text] of aside) {
      if (text === undefined) continue
      mkdirSync(dirname(join(top, path)), { recursive: true })
      writeFileSync(join(top, path), text)
    }
    throw cause
  }
  return { status: 'updated', commit: target, already: false }
}

const names = async (root: string, args: string[]) => (await git(root, args)).split('\0').filter(Boolean)

/** A file's blob at a commit, or undefined when the commit does not have it. */
const blob = (root: string, commit: string, path: string) =>
  git(root, ['rev-parse', '--verify', '--quiet', `${commit}:${path}`]).catch(() => undefined)

/** The blob the working tree's file would be, or undefined when it is not there. */
async function workingBlob(root: string, path: string): Promise<string | undefined> {
  if (readOrUndefined(join(root, path)) === undefined) return undefined
  return git(root, ['hash-object', '--', path])
}

function readOrUndefined(path: string): Buffer | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}
