import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { checkContent, isMissingTranslation } from '../content/check-content.ts'
import { dataFolder } from '../../src/content/collections.ts'
import { differences } from '../content/data-differences.ts'
import { largestKeptBytes, receivedPhotoProblem } from '../content/import-photo.ts'
import { checkLocales } from './check-locales.ts'
import { withTemporaryFolder } from './git-tree.ts'
import { parseRaw, plainGit, readBlobs, text, type RawChange } from './plain-git.ts'
import { glossaryFile } from './glossary.ts'
import { named, type Problem } from './problems.ts'
import { isSentBranch } from './send.ts'

const receivablePaths: readonly RegExp[] = [
  /^locales\/[^/]+\/[^/]+\.json$/,
  /^locales\/translated-from\.json$/,
  /^locales\/glossary\.json$/,
  /^src\/content\/data\/.+\.json$/,
  /^(public|src\/content)\/photos\/.+\.(avif|jpe?g|png|webp)$/i,
]
const photoPath = /^(public|src\/content)\/photos\//
/** Facts that send enquiries somewhere: a changed one sends the studio's leads to someone else. */
const contactFact = /^(phone|whatsapp|email|social)\b|address|legalName/i
const contactFiles = new Set([`${dataFolder}/contact.json`, `${dataFolder}/studio.json`])

/** A fact of a data file that the merge changes; `contact` when it is where enquiries go. */
interface ChangedFact {
  file: string
  place: string
  before: string | undefined
  after: string | undefined
  contact: boolean
}

type Received =
  | {
      status: 'received'
      branches: { name: string; commit: string; subject: string }[]
      /** What merging the branches into the default branch changes. */
      files: string[]
      facts: ChangedFact[]
      /** The facts, as sentences for the team to read before merging; the contact details' first and loudly. */
      notes: string[]
      /** The locale check of the tree the merge makes. */
      problems: Problem[]
    }
  /** Nothing brought in, no branch or tag made. */
  | { status: 'refused'; reasons: string[] }

/**
 * Without switching branch or touching the working tree; refused if the file holds anything but new sent branches
 * whose merge into the default branch changes only translations and content, as plain files, that pass the checks.
 * Every listing is plumbing (`diff-tree`, `merge-tree`, `cat-file`), so no configuration changes what it says.
 */
export async function receiveTranslations(root: string, file: string): Promise<Received> {
  const git = (args: string[], options?: Parameters<typeof plainGit>[2]) => plainGit(root, args, options)
  const verified = await git(['bundle', 'verify', '--quiet', file]).then(
    () => '',
    (cause: Error) => cause.message,
  )
  if (verified) return refused(`The file is not one this repository can take (${verified}). Ask for the file again, or for a new send.`)
  const heads = (await text(root, ['bundle', 'list-heads', file]))
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ commit: line.slice(0, line.indexOf(' ')), ref: line.slice(line.indexOf(' ') + 1) }))
  const reasons: string[] = heads.length ? [] : ['The file holds no branch.']
  for (const { ref } of heads) {
    const name = ref.replace(/^refs\/heads\//, '')
    if (name === ref || !isSentBranch(name))
      reasons.push(
        `${ref} is not a branch npm run i18n:send makes (translations/<language>-<yyyy-mm-dd>-<hhmm>). Ask the translator to send again from the workspace.`,
      )
    else if (await exists(root, ref))
      reasons.push(`The branch ${name} exists here already: this file was probably received before. Look at that branch instead.`)
  }
  const base = await defaultBranch(root)
  if (!base) reasons.push('This repository has no main branch (nor master, nor origin/HEAD) to merge a translation into.')
  if (reasons.length || !base) return refused(...reasons)

  // Fetched into no ref at all: until every check passed, the objects are in the repository but unreferenced.
  await git([
    'fetch',
    '--quiet',
    '--no-tags',
    '--no-write-fetch-head',
    '--recurse-submodules=no',
    '--no-auto-gc',
    file,
    ...heads.map(({ ref }) => ref),
  ])
  const prefix = await text(root, ['rev-parse', '--show-prefix'])
  const commits = heads.map(({ commit }) => commit)

  // Before anything is read whole: every object the file brings, by its size alone.
  const brought = (await text(root, ['rev-list', '--objects', '--no-object-names', ...commits, '--not', '--all']))
    .split('\n')
    .filter(Boolean)
  // Each commit's own changes too: a file added by one commit and removed by the next is still in the history merged.
  const newCommits = await text(root, ['rev-list', ...commits, '--not', '--all'])
  const perCommit = newCommits
    ? parseRaw((await git(['diff-tree', '--stdin', '-m', '--root', '--no-commit-id', ...rawDiff], { input: `${newCommits}\n` })).stdout)
    : []
  const pathOf = new Map(perCommit.map(({ object, path }) => [object, path]))
  for (const { object, size } of await sizes(root, brought))
    if (size > largestKeptBytes)
      reasons.push(
        `${pathOf.get(object) ?? `An object (${object})`} is ${megabytes(size)}; a file sent with a translation is ${megabytes(largestKeptBytes)} at most. Ask the translator what it is: nothing was checked out.`,
      )
  if (reasons.length) return refused(...reasons)

  // What `git merge` would bring into the default branch: the tree it makes, against the branch's own.
  const merged: { head: (typeof heads)[number]; tree: string; changes: RawChange[] }[] = []
  for (const head of heads) {
    const name = head.ref.slice('refs/heads/'.length)
    const common = await git(['merge-base', base.commit, head.commit], { accept: [0, 1] })
    if (common.status) {
      reasons.push(`${name} shares no history with ${base.name}: it was not sent from this project. Ask for a new send.`)
      continue
    }
    const merge = await git(['merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', base.commit, head.commit], {
      accept: [0, 1],
    })
    const [tree, ...conflicts] = merge.stdout.toString().split('\0').filter(Boolean)
    if (merge.status) {
      reasons.push(
        `${name} cannot be merged into ${base.name} without conflicts, in ${[...new Set(conflicts)].join(', ')}: both changed the same lines. Ask the translator to update their copy (git pull) and send again.`,
      )
      continue
    }
    const changes = parseRaw((await git(['diff-tree', ...rawDiff, base.commit, tree!])).stdout)
    if (!changes.length) reasons.push(`${name} brings nothing that ${base.name} lacks: it was merged already.`)
    merged.push({ head, tree: tree!, changes })
  }
  const files = [...new Set(merged.flatMap(({ changes }) => changes.map(({ path }) => path)))].sort()
  const modes = new Map<string, string>()
  for (const { path, mode } of [...perCommit, ...merged.flatMap(({ changes }) => changes)]) modes.set(path, mode)
  for (const [path, mode] of modes) {
    const relative = path.startsWith(prefix) ? path.slice(prefix.length) : undefined
    if (relative === undefined || !receivablePaths.some((allowed) => allowed.test(relative)))
      reasons.push(
        `${path} is not a file a translation may change (locales/, src/content/data/, photos). A change to anything else comes from a developer, as a pull request.`,
      )
    else if (mode === '120000')
      reasons.push(`${path} is a symbolic link, which could lead anywhere on this computer. Ask for it as a plain file.`)
    else if (mode !== '100644' && mode !== '000000')
      reasons.push(
        `${path} is not a plain file (git mode ${mode}): a translation is never a program or a submodule. Ask for it as a plain file.`,
      )
  }
  if (reasons.length > shownReasons + 1)
    return refused(...reasons.slice(0, shownReasons), `…and ${reasons.length - shownReasons} more files like these.`)
  if (reasons.length) return refused(...reasons)

  const branches = []
  const problems: Problem[] = []
  const facts: ChangedFact[] = []
  for (const { head, tree, changes } of merged) {
    const { commit, ref } = head
    branches.push({ name: ref.slice('refs/heads/'.length), commit, subject: subjectOf((await git(['cat-file', 'commit', commit])).stdout) })
    const mergedChanges = changes.map((change) => ({ ...change, path: change.path.slice(prefix.length) }))
    const blobs = await readBlobs(
      root,
      mergedChanges.flatMap(({ oldObject, object }) => [oldObject, object]).filter((object) => !/^0+$/.test(object)),
    )
    const glossary = mergedChanges.find(({ path }) => path === glossaryFile)
    if (glossary) {
      const problem = glossaryChangeProblem(blobs.get(glossary.oldObject), blobs.get(glossary.object))
      if (problem) reasons.push(`${glossaryFile} ${problem}`)
    }
    for (const { path, object } of mergedChanges.filter(({ path, mode }) => photoPath.test(path) && mode !== '000000')) {
      const problem = await receivedPhotoProblem(path, blobs.get(object)!)
      if (problem) reasons.push(`${path} ${problem}`)
    }
    facts.push(...changedFacts(mergedChanges, blobs))
    await withTemporaryFolder(async (folder) => {
      const received = await writeTree(root, tree, join(folder, 'received'), prefix)
      const content = checkContent(received)
      // As send allows: the words of a new entry for the team to have translated before the build lets it live.
      problems.push(...content.filter(isMissingTranslation).map((problem) => ({ ...problem, level: 'warning' as const })))
      const added = await newContentErrors(root, base.commit, folder, prefix, content)
      reasons.push(...added.map(named))
      // The longest check, whose findings would not change the answer once the file is refused.
      if (!reasons.length) problems.push(...checkLocales(received))
    })
  }
  if (reasons.length) return refused(...reasons)
  for (const { commit, ref } of heads) await git(['update-ref', ref, commit, ''])
  return {
    status: 'received',
    branches,
    files,
    facts,
    notes: factNotes(facts, base.name),
    problems,
  }
}

/** Every path, by its full object name, whatever the configuration; a submodule's entry too. */
const rawDiff = ['-r', '--raw', '-z', '--no-renames', '--no-abbrev', '--ignore-submodules=none']

/** A history that replaces the whole tree would otherwise list every file of the project. */
const shownReasons = 10

const refused = (...reasons: string[]): Received => ({ status: 'refused', reasons })

/** The one change of the glossary a send may bring: names added at the end of `keepAsIs`; any other is a developer's. */
function glossaryChangeProblem(before: Buffer | undefined, after: Buffer | undefined): string | undefined {
  const parse = (bytes: Buffer | undefined) => {
    try {
      return bytes === undefined ? undefined : (JSON.parse(bytes.toString()) as Record<string, unknown>)
    } catch {
      return undefined
    }
  }
  const [old, now] = [parse(before), parse(after)]
  const kept = (glossary: Record<string, unknown> | undefined) =>
    Array.isArray(glossary?.keepAsIs) ? (glossary.keepAsIs as unknown[]) : []
  const rest = (glossary: Record<string, unknown>) => JSON.stringify({ ...glossary, keepAsIs: undefined })
  const added = kept(now).slice(kept(old).length)
  const onlyAdded =
    old !== undefined &&
    now !== undefined &&
    rest(old) === rest(now) &&
    JSON.stringify(kept(now).slice(0, kept(old).length)) === JSON.stringify(kept(old)) &&
    added.every((name) => typeof name === 'string' && name.trim() !== '')
  return onlyAdded
    ? undefined
    : 'changes more than the names kept as in English (keepAsIs, added at its end), the one change a send makes to it: a developer changes the rest of the glossary, as a pull request.'
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

const exists = (root: string, ref: string) =>
  plainGit(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { accept: [0, 1, 128] }).then(({ status, stdout }) =>
    status ? undefined : stdout.toString().trim(),
  )

/** The branch a translation is merged into: origin's default, as a local branch if there is one, else main or master. */
async function defaultBranch(root: string): Promise<{ name: string; commit: string } | undefined> {
  const remote = (await plainGit(root, ['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD'], { accept: [0, 1, 128] })).stdout
    .toString()
    .trim()
  const local = remote.replace(/^refs\/remotes\/origin\//, 'refs/heads/')
  for (const ref of [...(remote ? [local, remote] : []), 'refs/heads/main', 'refs/heads/master']) {
    const commit = await exists(root, ref)
    if (commit) return { name: ref.replace(/^refs\/(heads|remotes)\//, ''), commit }
  }
  return undefined
}

async function sizes(root: string, objects: readonly string[]): Promise<{ object: string; size: number }[]> {
  if (!objects.length) return []
  const { stdout } = await plainGit(root, ['cat-file', '--batch-check=%(objectname) %(objectsize)'], { input: `${objects.join('\n')}\n` })
  return stdout
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ object: line.split(' ')[0]!, size: Number(line.split(' ')[1]) }))
}

function subjectOf(commit: Buffer): string {
  const message = commit.toString().split('\n\n').slice(1).join('\n\n')
  return message.split('\n')[0] ?? ''
}

/** The locales, src and scripts of a tree, as plain files from their blobs (no checkout, filter or link). */
async function writeTree(root: string, tree: string, folder: string, prefix: string): Promise<string> {
  const listed = (
    await plainGit(root, [
      'ls-tree',
      '-r',
      '-z',
      '--full-tree',
      tree,
      '--',
      ...['locales', 'src', 'scripts'].map((part) => `${prefix}${part}`),
    ])
  ).stdout
    .toString()
    .split('\0')
    .filter(Boolean)
    .map((line) => ({ mode: line.slice(0, 6), object: line.split(' ')[2]!.split('\t')[0]!, path: line.slice(line.indexOf('\t') + 1) }))
    .filter(({ mode }) => mode === '100644' || mode === '100755')
  const blobs = await readBlobs(
    root,
    listed.map(({ object }) => object),
  )
  for (const { object, path } of listed) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), blobs.get(object)!)
  }
  return join(folder, prefix)
}

/** The content check's errors that the merge brings: one the default branch has already is not the translator's. */
async function newContentErrors(root: string, base: string, folder: string, prefix: string, found: Problem[]): Promise<Problem[]> {
  const errors = found.filter((problem) => problem.level === 'error' && !isMissingTranslation(problem))
  if (!errors.length) return []
  const already = new Set(checkContent(await writeTree(root, base, join(folder, 'base'), prefix)).map(named))
  return errors.filter((problem) => !already.has(named(problem)))
}

function changedFacts(changes: readonly RawChange[], blobs: ReadonlyMap<string, Buffer>): ChangedFact[] {
  const parsed = (object: string) => {
    try {
      return /^0+$/.test(object) ? undefined : (JSON.parse(blobs.get(object)!.toString()) as unknown)
    } catch {
      return undefined // The content check names the file and line.
    }
  }
  return changes
    .filter(({ path, mode, oldMode }) => path.startsWith(`${dataFolder}/`) && mode !== '000000' && oldMode !== '000000')
    .flatMap(({ path, oldObject, object }) => {
      const before = parsed(oldObject)
      const after = parsed(object)
      if (before === undefined || after === undefined) return []
      return differences(before, after).map(({ place, disk, mine }) => ({
        file: path,
        place,
        before: disk,
        after: mine,
        contact: contactFiles.has(path) && contactFact.test(place),
      }))
    })
}

function factNotes(facts: readonly ChangedFact[], base: string): string[] {
  const line = ({ file, place, before, after }: ChangedFact) => `  ${file} › ${place}: ${before ?? '(none)'} → ${after ?? '(removed)'}`
  const contact = facts.filter((fact) => fact.contact)
  const others = facts.filter((fact) => !fact.contact)
  return [
    ...(contact.length
      ? [
          `⚠ IT CHANGES THE STUDIO’S CONTACT DETAILS. Enquiries and leads would go to these from the next build: confirm each with the studio, by its known number, before you merge into ${base}.`,
          ...contact.map(line),
        ]
      : []),
    ...(others.length ? ['Facts it changes on the pages:', ...others.map(line)] : []),
  ]
}
