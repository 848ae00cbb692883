import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { checkLocales } from './check-locales.ts'
import { git, withTemporaryFolder, writeTreeTo } from './git-tree.ts'
import type { Problem } from './problems.ts'

interface Received {
  /** The branches the file brought, as they now are in this repository. */
  branches: { name: string; commit: string; subject: string }[]
  /** The locale check of each branch's last commit, as `npm run i18n:check` would run it there. */
  problems: Problem[]
}

/**
 * `npm run i18n:receive -- <file>`: brings the branch of a file written by `npm run i18n:send` into this
 * repository (under its own name, never over a branch that has other commits) and checks it, without
 * switching branch or touching the working tree: the team merges it, or opens a pull request from it.
 */
export async function receiveTranslations(root: string, file: string): Promise<Received> {
  await git(root, ['bundle', 'verify', '--quiet', file])
  const heads = (await git(root, ['bundle', 'list-heads', file]))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ')[1]!)
    .filter((ref) => ref.startsWith('refs/heads/'))
  if (!heads.length) throw new Error(`${file} holds no branch`)
  await git(root, ['fetch', '--quiet', file, ...heads.map((ref) => `${ref}:${ref}`)])
  const prefix = await git(root, ['rev-parse', '--show-prefix'])
  const branches = await Promise.all(
    heads.map(async (ref) => ({
      name: ref.slice('refs/heads/'.length),
      commit: await git(root, ['rev-parse', ref]),
      subject: await git(root, ['log', '-1', '--format=%s', ref]),
    })),
  )
  const problems: Problem[] = []
  for (const { commit } of branches) {
    await withTemporaryFolder(async (folder) => {
      const tree = join(folder, 'tree')
      mkdirSync(tree)
      await writeTreeTo(root, commit, tree, [`${prefix}locales`, `${prefix}src`, `${prefix}scripts`])
      problems.push(...checkLocales(join(tree, prefix)))
    })
  }
  return { branches, problems }
}
