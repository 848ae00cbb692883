import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkContent, isMissingTranslation, type ContentProblem } from '../content/check-content.ts'
import { dataFolder, photoFolder } from '../../src/content/collections.ts'
import { checkLocales } from './check-locales.ts'
import { git, GitError, withTemporaryFolder, writeTreeTo } from './git-tree.ts'
import { isTranslatedLanguage, readIfThere, translatedLanguages } from './locale-files.ts'
import { flattenLocale } from './locale-json.ts'
import { formatProblems, type Problem } from './problems.ts'
import { glossaryFile } from './glossary.ts'
import { englishContentWords, isContentFile, keptNames } from './send-content.ts'
import { translatedFromFile, type TranslatedFrom } from './translated-from.ts'

interface WaitingEntry {
  file: string
  entry: string
}

/** What a commit carries: the texts (`namespace:key`), the content's files, and the check's warnings and words to translate. */
interface Sent {
  branch: string
  commit: string
  keys: string[]
  /** The data files and photos it changes. */
  content: string[]
  keptNames: string[]
  warnings: string[]
  toTranslate: WaitingEntry[]
  /**
   * Whether the commit is also this copy's branch's last one (it was at the commit sent on): the files sent are then
   * committed here too, so the team's version, once it has the commit, comes in with `npm run update` or `git pull`.
   */
  committedHere: boolean
}

export type SendResult =
  /** One commit of the language's saved changes, on a branch of its own, pushed to origin. */
  | ({ status: 'pushed' } & Sent)
  /** The same commit, in a file to send: there is no origin, or it refused the push. */
  | ({ status: 'bundled'; file: string; why: string } & Sent)
  /** Nothing sent, nothing changed: the reasons say why and what to do. */
  | { status: 'refused'; reasons: string[] }

interface SendOptions {
  language: string
  /** Whether git may ask its questions (a password) in a terminal; never from the workspace or without one. */
  interactive?: boolean
  /** The moment the branch is named after. */
  now?: Date
  /** How long, in milliseconds, a push may take before the commit is written to a file instead. */
  pushTimeout?: number
}

/** Where files to send are written: a folder git ignores, beside the PO files. */
const outboxFolder = 'translations'

/** Whether a send is under way in this process: a second one at the same time is refused, not raced. */
let sending = false

/**
 * `npm run i18n:send` and the workspace's Send to the team: the language's saved changes under locales/ (its
 * folder, and its part of translated-from.json), the content's (src/content/data/, src/content/photos/, and the
 * English words of its entries), and only those, become one commit on a new branch `translations/<language>-<date>`,
 * made through an index of its own from the last commit that origin has. When the translator's branch is at that
 * commit, it moves to the commit sent, so that the team's version, once merged, comes in with `npm run update`; their
 * own commits, and every change not sent, staged or not, stay as they were. The commit is checked as the team will
 * check it, then pushed to origin; without origin, or when
 * the push is refused or stalls, it is written to a git bundle for the team's `npm run i18n:receive`.
 */
export async function sendTranslations(
  root: string,
  { language, interactive = false, now = new Date(), pushTimeout = 120_000 }: SendOptions,
): Promise<SendResult> {
  if (!isTranslatedLanguage(language))
    return refused(`“${language}” is not a language to translate into: choose one of ${translatedLanguages().join(', ')}`)
  if (sending) return refused('another send is under way: wait for its answer; send again only if it failed.')
  sending = true
  try {
    return await send(root, language, interactive, now, pushTimeout)
  } catch (cause) {
    if (cause instanceof GitError && cause.missing)
      return refused('git is not installed on this computer (or cannot be found): install it as the guide says, then send again.')
    return refused(`git refused: ${(cause as Error).message}`)
  } finally {
    sending = false
  }
}

const refused = (...reasons: string[]): SendResult => ({ status: 'refused', reasons })

async function send(root: string, language: string, interactive: boolean, now: Date, timeout: number): Promise<SendResult> {
  const inside = await git(root, ['rev-parse', '--is-inside-work-tree']).catch((cause: GitError) => {
    if (cause.missing) throw cause
    return 'false'
  })
  if (inside !== 'true') return refused('this folder is not a git copy of the project: get the project with git clone, as the guide says.')
  const head = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).catch(() => '')
  if (!head) return refused('this copy of the project has no commit yet to build on.')
  // Built on the last commit the team has: the translator's own commits that are not on origin stay here.
  const base = (await git(root, ['merge-base', head, 'refs/remotes/origin/HEAD']).catch(() => '')) || head
  const prefix = await git(root, ['rev-parse', '--show-prefix'])
  const folder = `locales/${language}/`
  const changedUnder = async (folders: string[], keep: (path: string) => boolean) =>
    new Set(
      [
        await git(root, ['diff', base, '--name-only', '--no-renames', '-z', '--', ...folders]),
        await git(root, ['ls-files', '--others', '--exclude-standard', '--full-name', '-z', '--', ...folders]),
      ]
        .join('\0')
        .split('\0')
        .filter((path) => path.startsWith(prefix) && keep(path.slice(prefix.length))),
    )
  const changed = await changedUnder([folder], (path) => path.endsWith('.json'))
  const content = await changedUnder([`${dataFolder}/`, `${photoFolder}/`], isContentFile)
  const english = await englishContentWords(root, base)
  const record = await recordWithOnly(root, base, language)
  const kept = await keptNames(root, base)
  if (changed.size + content.size + english.files.size === 0 && !record && !kept)
    return refused(`no saved changes to send: ${folder}, ${dataFolder}/ and ${photoFolder}/ are as in the last commit.`)

  return withTemporaryFolder(async (temporary) => {
    const env = { GIT_INDEX_FILE: join(temporary, 'index') }
    await git(root, ['read-tree', base], env)
    for (const path of [...changed, ...content]) {
      const local = path.slice(prefix.length)
      if (readIfThere(join(root, local)) === undefined) await git(root, ['update-index', '--force-remove', '--', local], env)
      else {
        const blob = await git(root, ['hash-object', '-w', '--', local])
        await git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], env)
      }
    }
    // Files written as sent, not as they are here: the language's record alone, the content's English words alone.
    const generated = new Map([
      ...english.files,
      ...(record ? [[translatedFromFile, record] as const] : []),
      ...(kept ? [[glossaryFile, kept.text] as const] : []),
    ])
    for (const [path, text] of generated) {
      const written = join(temporary, 'generated.json')
      writeFileSync(written, text)
      const blob = await git(root, ['hash-object', '-w', `--path=${path}`, written])
      await git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${prefix}${path}`], env)
    }
    const tree = await git(root, ['write-tree'], env)

    // The commit as the team will check it: the rest of locales/ and of the content from the last commit.
    const checked = join(temporary, 'tree')
    mkdirSync(checked)
    const withContent = content.size + english.files.size > 0
    await writeTreeTo(root, tree, checked, [`${prefix}locales`, ...(withContent ? [`${prefix}src/content`] : [])])
    const checkedRoot = prefix ? join(checked, prefix) : checked
    // A new entry's words in another language are for the team to have translated: said, not refused.
    const newWord = ({ file, key }: Problem) =>
      file.startsWith(folder) && english.added.has(`${file.slice(folder.length, -'.json'.length)}:${key}`)
    const found = [
      ...checkLocales(checkedRoot, { code: false }).filter((problem) => !(problem.level === 'error' && newWord(problem))),
      ...(withContent ? checkContent(checkedRoot) : []),
    ]
    const toTranslate = found.filter(isMissingTranslation).map((problem) => waitingEntry(checkedRoot, problem))
    const problems = found.filter((problem) => problem.level === 'error' && !isMissingTranslation(problem))
    const warnings = found
      .filter(({ level, file }) => level === 'warning' && file.startsWith(folder))
      .map((problem) => formatProblems([problem]))
    if (problems.length)
      return refused(
        `the check found ${problems.length} error${problems.length === 1 ? '' : 's'} to fix first; nothing was sent:`,
        formatProblems(problems),
      )

    const keys = await changedKeys(
      root,
      base,
      [...changed].map((path) => path.slice(prefix.length)),
      language,
    )
    keys.texts.push(...english.keys)
    const sentContent = [...content].map((path) => path.slice(prefix.length)).sort()
    const message = commitMessage(language, keys, Boolean(record), sentContent, kept?.names ?? [])
    const messageFile = join(temporary, 'message')
    writeFileSync(messageFile, message)
    // A translator who has not told git their name yet still sends: the commit is signed as the language's translator.
    const signed = { GIT_AUTHOR_NAME: `${languageName(language)} translator`, GIT_AUTHOR_EMAIL: 'translator@localhost' }
    const commit = await git(root, ['commit-tree', tree, '-p', base, '-F', messageFile]).catch((cause: GitError) => {
      if (!/identity|user\.(name|email)|email address/i.test(cause.message)) throw cause
      return git(root, ['commit-tree', tree, '-p', base, '-F', messageFile], {
        ...signed,
        GIT_COMMITTER_NAME: signed.GIT_AUTHOR_NAME,
        GIT_COMMITTER_EMAIL: signed.GIT_AUTHOR_EMAIL,
      })
    })
    const branch = await createBranch(root, `translations/${language}-${stamp(now)}`, commit)
    const sentPaths = [...[...changed, ...content].map((path) => path.slice(prefix.length)), ...generated.keys()]
    const committedHere = head === base && (await commitHere(root, head, commit, sentPaths))
    const sent: Sent = {
      branch,
      commit,
      keys: keys.texts.length ? keys.texts : keys.confirmed,
      content: sentContent,
      keptNames: kept?.names ?? [],
      warnings,
      toTranslate,
      committedHere,
    }

    const origin = await git(root, ['remote', 'get-url', 'origin']).catch(() => '')
    let why = 'this copy of the project has no remote called origin to push to'
    if (origin) {
      const quiet = interactive ? {} : await withoutQuestions(root)
      // HTTPS gives up on a stalled connection by itself; the timeout stops a push over any transport.
      const stall = ['-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=60']
      try {
        await git(root, [...stall, 'push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], quiet, timeout)
        return { status: 'pushed', ...sent }
      } catch (cause) {
        why =
          cause instanceof GitError && cause.timedOut
            ? `the push to origin did not finish within ${Math.round(timeout / 1000)} seconds`
            : `the push to origin was refused (${(cause as Error).message})`
      }
    }
    mkdirSync(join(root, outboxFolder), { recursive: true })
    const file = join(outboxFolder, `${branch.split('/').pop()}.bundle`)
    await git(root, ['bundle', 'create', '--quiet', file, `refs/heads/${branch}`, `^${base}`])
    return { status: 'bundled', ...sent, file, why }
  })
}

/**
 * translated-from.json as in the last commit with only this language's record taken from the working tree, or
 * undefined when this language's record did not change: another language's changes are not this translator's.
 */
async function recordWithOnly(root: string, base: string, language: string): Promise<string | undefined> {
  const now = JSON.parse(readIfThere(join(root, translatedFromFile)) ?? '{}') as TranslatedFrom
  const before = JSON.parse(await git(root, ['show', `${base}:./${translatedFromFile}`]).catch(() => '{}')) as TranslatedFrom
  if (JSON.stringify(now[language] ?? {}) === JSON.stringify(before[language] ?? {})) return undefined
  const merged: TranslatedFrom = { ...before, [language]: now[language] ?? {} }
  const ordered = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((code) => [code, merged[code]!]),
  )
  return `${JSON.stringify(ordered, null, 2)}\n`
}

/** The keys whose text changed (added, changed or removed), and those only confirmed against today's English. */
async function changedKeys(root: string, base: string, paths: string[], language: string) {
  const texts: string[] = []
  for (const path of paths.sort()) {
    const namespace = path.slice(`locales/${language}/`.length, -'.json'.length)
    const read = (text: string | undefined) => new Map(text ? flattenLocale(JSON.parse(text) as Record<string, unknown>) : [])
    const before = read(await git(root, ['show', `${base}:./${path}`]).catch(() => undefined))
    const after = read(readIfThere(join(root, path)))
    for (const key of new Set([...before.keys(), ...after.keys()]))
      if (before.get(key) !== after.get(key)) texts.push(`${namespace}:${key}${after.has(key) ? '' : ' (removed)'}`)
  }
  const now = JSON.parse(readIfThere(join(root, translatedFromFile)) ?? '{}') as TranslatedFrom
  const then = JSON.parse(await git(root, ['show', `${base}:./${translatedFromFile}`]).catch(() => '{}')) as TranslatedFrom
  const confirmed = Object.keys(now[language] ?? {}).filter((id) => now[language]![id] !== then[language]?.[id] && !texts.includes(id))
  return { texts, confirmed }
}

const languageName = (language: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language

function commitMessage(
  language: string,
  { texts, confirmed }: { texts: string[]; confirmed: string[] },
  recorded: boolean,
  content: string[],
  names: string[],
): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const subject = content.length
    ? `Studio content: ${content.map((path) => path.split('/').pop()).join(', ')}${texts.length ? `, ${count(texts.length, 'text', 'texts')}` : ''} from the workspace`
    : texts.length
      ? `${languageName(language)} translations: ${count(texts.length, 'text', 'texts')} from the translation workspace`
      : confirmed.length || !names.length
        ? `${languageName(language)} translations: ${count(confirmed.length, 'text', 'texts')} checked against today's English`
        : `Glossary: ${names.join(', ')} kept as in English, from the workspace`
  const lines = [subject, '', 'Sent with npm run i18n:send; the locale and content checks passed on this commit.']
  if (content.length) lines.push('', 'Content:', ...content.map((path) => `- ${path}`))
  if (texts.length) lines.push('', 'Texts:', ...texts.map((key) => `- ${key}`))
  if (names.length) lines.push('', `Kept as in English (${glossaryFile}, keepAsIs):`, ...names.map((name) => `- ${name}`))
  if (recorded && confirmed.length)
    lines.push('', 'Checked against today’s English, text unchanged:', ...confirmed.map((key) => `- ${key}`))
  return `${lines.join('\n')}\n`
}

/** The day and the minute, `<year>-<month>-<day>-<hour><minute>` in UTC: the same for the translator and the team. */
function stamp(now: Date): string {
  const iso = now.toISOString()
  return `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`
}

/**
 * Moves the checked-out branch from `head` to `commit` (made on `head`), and the index's entries of the files sent to
 * the commit's: what was sent is committed here, what was not (staged or not) stays a change. False on a detached
 * HEAD, or when the branch moved meanwhile; then nothing here changes.
 */
async function commitHere(root: string, head: string, commit: string, paths: string[]): Promise<boolean> {
  const branch = await git(root, ['symbolic-ref', '--quiet', 'HEAD']).catch(() => '')
  if (!branch) return false
  const moved = await git(root, ['update-ref', '-m', 'send: the commit sent to the team', branch, commit, head]).then(
    () => true,
    () => false,
  )
  if (moved && paths.length) await git(root, ['reset', '--quiet', commit, '--', ...paths])
  return moved
}

/** The branch `wanted`, or `wanted-2`… when taken, created at `commit`; never moves a branch that exists. */
async function createBranch(root: string, wanted: string, commit: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = attempt === 1 ? wanted : `${wanted}-${attempt}`
    try {
      await git(root, ['update-ref', `refs/heads/${name}`, commit, ''])
      return name
    } catch (cause) {
      const taken = await git(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]).then(
        () => true,
        () => false,
      )
      if (!taken) throw cause
    }
  }
}

/** Whether a branch name is one send makes: `translations/<language>-<yyyy-mm-dd>-<hhmm>`, `-2`… when taken. */
export const isSentBranch = (name: string): boolean =>
  new RegExp(`^translations/(${translatedLanguages().join('|')})-\\d{4}-\\d{2}-\\d{2}-\\d{4}(-\\d+)?$`).test(name)

/**
 * The environment of a push without a terminal: git, a credential manager and ssh ask nothing and fail instead.
 * ssh keeps the command the translator set up (a key of their own), in batch mode.
 */
export async function withoutQuestions(root: string): Promise<Record<string, string>> {
  const configured = process.env.GIT_SSH_COMMAND || (await git(root, ['config', 'core.sshCommand']).catch(() => ''))
  // GIT_SSH, a program such as PuTTY's plink, takes no ssh options.
  const ssh = configured || (process.env.GIT_SSH ? '' : 'ssh')
  return {
    GIT_TERMINAL_PROMPT: '0',
    GCM_INTERACTIVE: 'never',
    // Set and empty, git asks no askpass program, not even one named in its config (core.askPass).
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    SSH_ASKPASS_REQUIRE: 'never',
    ...(ssh && { GIT_SSH_COMMAND: `${ssh} -o BatchMode=yes` }),
  }
}

function waitingEntry(root: string, { file, path = [] }: ContentProblem): WaitingEntry {
  const [list, index] = path
  const data = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, { id?: unknown }[] | undefined>
  const id = typeof list === 'string' && typeof index === 'number' ? data[list]?.[index]?.id : undefined
  return { file: file.slice(`${dataFolder}/`.length), entry: typeof id === 'string' ? id : path.join(' › ') }
}
