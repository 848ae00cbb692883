import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { checkLocales } from './check-locales.ts'
import { git, untrusted, withTemporaryFolder, writeTreeTo } from './git-tree.ts'
import type { Problem } from './problems.ts'
import { isSentBranch } from './send.ts'

const receivablePaths: readonly RegExp[] = [
  /^locales\/[^/]+\/[^/]+\.json$/,
  /^locales\/translated-from\.json$/,
  /^src\/content\/data\/.+\.json$/,
  /^(public|src\/content)\/photos\/.+\.(avif|jpe?g|png|webp)$/i,
]

type Received =
  | {
      status: 'received'
      branches: { name: string; commit: string; subject: string }[]
      files: string[]
      /** The locale check of each branch's last commit. */
      problems: Problem[]
    }
  /** Nothing brought in, no branch or tag made. */
  | { status: 'refused'; reasons: string[] }

/** Without switching branch or touching the working tree; refused if the file holds anything but new sent branches of plain files. */
export async function receiveTranslations(root: string, file: string): Promise<Received> {
  const run = (args: string[]) => git(root, [...untrusted, ...args])
  const verified = await run(['bundle', 'verify', '--quiet', file]).then(
    () => '',
    (cause: Error) => cause.message,
  )
  if (verified) return refused(`the file is not one this repository can take: ${verified}`)
  const heads = (await run(['bundle', 'list-heads', file]))
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ commit: line.slice(0, line.indexOf(' ')), ref: line.slice(line.indexOf(' ') + 1) }))
  const reasons: string[] = heads.length ? [] : ['the file holds no branch']
  for (const { ref } of heads) {
    const name = ref.replace(/^refs\/heads\//, '')
    if (name === ref || !isSentBranch(name))
      reasons.push(`${ref} is not a branch npm run i18n:send makes (translations/<language>-<yyyy-mm-dd>-<hhmm>)`)
    else if (await run(['rev-parse', '--verify', '--quiet', ref]).then(Boolean, () => false))
      reasons.push(`the branch ${name} exists here already (was this file received before?)`)
  }
  if (reasons.length) return refused(...reasons)

  // Fetched into no ref at all: until every check passed, the objects are in the repository but unreferenced.
  await run(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', file, ...heads.map(({ ref }) => ref)])
  const prefix = await run(['rev-parse', '--show-prefix'])
  const commits = heads.map(({ commit }) => commit)
  const changes = await run(['log', '--format=', '--raw', '-z', '--no-renames', '--no-abbrev', '-m', ...commits, '--not', '--all'])
  const files = new Map<string, string>()
  for (let fields = changes.split('\0'), index = 0; index < fields.length - 1; index++) {
    if (!fields[index]!.startsWith(':')) continue
    const mode = fields[index]!.split(' ')[1]!
    files.set(fields[++index]!, mode)
  }
  for (const [path, mode] of files) {
    const relative = path.startsWith(prefix) ? path.slice(prefix.length) : undefined
    if (relative === undefined || !receivablePaths.some((allowed) => allowed.test(relative)))
      reasons.push(`${path} is not a file a translation may change (locales/, src/content/data/, photos)`)
    else if (mode === '120000') reasons.push(`${path} is a symbolic link`)
    else if (mode !== '100644' && mode !== '000000') reasons.push(`${path} is not a plain file (git mode ${mode})`)
  }
  if (reasons.length) return refused(...reasons)

  const branches = []
  const problems: Problem[] = []
  for (const { commit, ref } of heads) {
    branches.push({ name: ref.slice('refs/heads/'.length), commit, subject: await run(['log', '-1', '--format=%s', commit]) })
    await withTemporaryFolder(async (folder) => {
      const tree = join(folder, 'tree')
      mkdirSync(tree)
      await writeTreeTo(root, commit, tree, [`${prefix}locales`, `${prefix}src`, `${prefix}scripts`])
      problems.push(...checkLocales(join(tree, prefix)))
    })
  }
  for (const { commit, ref } of heads) await run(['update-ref', ref, commit, ''])
  return { status: 'received', branches, files: [...files.keys()].sort(), problems }
}

const refused = (...reasons: string[]): Received => ({ status: 'refused', reasons })
