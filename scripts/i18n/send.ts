import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkLocales } from './check-locales.ts'
import { git, GitError, withTemporaryFolder, writeTreeTo } from './git-tree.ts'
import { isTranslatedLanguage, readIfThere, translatedLanguages } from './locale-files.ts'
import { flattenLocale } from './locale-json.ts'
import { formatProblems } from './problems.ts'
import { translatedFromFile, type TranslatedFrom } from './translated-from.ts'

export type SendResult =
  /** One commit of the language's saved changes, on a branch of its own, pushed to origin. */
  | { status: 'pushed'; branch: string; commit: string; keys: string[]; warnings: string[] }
  /** The same commit, in a file to send: there is no origin, or it refused the push. */
  | { status: 'bundled'; branch: string; commit: string; keys: string[]; warnings: string[]; file: string; why: string }
  /** Nothing sent, nothing changed: the reasons say why and what to do. */
  | { status: 'refused'; reasons: string[] }

interface SendOptions {
  language: string
  /** Whether git may ask its questions (a password) in a terminal; never from the workspace or without one. */
  interactive?: boolean
  /** The moment the branch is named after. */
  now?: Date
}

/** Where files to send are written: a folder git ignores, beside the PO files. */
const outboxFolder = 'translations'

/**
 * `npm run i18n:send` and the workspace's Send to the team: the language's saved changes under locales/ (its
 * folder, and its part of translated-from.json), and only those, become one commit on a new branch
 * `translations/<language>-<date>`, made through an index of its own from the last commit: the translator's
 * branch, index and working tree, and every other uncommitted change, stay exactly as they were. The commit is
 * checked as the team will check it, then pushed to origin; without origin, or when the push is refused, it is
 * written to a git bundle for the team's `npm run i18n:receive`.
 */
export async function sendTranslations(
  root: string,
  { language, interactive = false, now = new Date() }: SendOptions,
): Promise<SendResult> {
  if (!isTranslatedLanguage(language))
    return refused(`“${language}” is not a language to translate into: choose one of ${translatedLanguages().join(', ')}`)
  try {
    return await send(root, language, interactive, now)
  } catch (cause) {
    if (cause instanceof GitError && cause.missing)
      return refused('git is not installed on this computer (or cannot be found): install it as the guide says, then send again.')
    return refused(`git refused: ${(cause as Error).message}`)
  }
}

const refused = (...reasons: string[]): SendResult => ({ status: 'refused', reasons })

async function send(root: string, language: string, interactive: boolean, now: Date): Promise<SendResult> {
  const inside = await git(root, ['rev-parse', '--is-inside-work-tree']).catch((cause: GitError) => {
    if (cause.missing) throw cause
    return 'false'
  })
  if (inside !== 'true') return refused('this folder is not a git copy of the project: get the project with git clone, as the guide says.')
  const head = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).catch(() => '')
  if (!head) return refused('this copy of the project has no commit yet to build on.')
  const prefix = await git(root, ['rev-parse', '--show-prefix'])
  const folder = `locales/${language}/`
  const changed = new Set(
    [
      await git(root, ['diff', 'HEAD', '--name-only', '--no-renames', '-z', '--', folder]),
      await git(root, ['ls-files', '--others', '--exclude-standard', '--full-name', '-z', '--', folder]),
    ]
      .join('\0')
      .split('\0')
      .filter((path) => path.endsWith('.json')),
  )
  const record = await recordWithOnly(root, language)
  if (changed.size === 0 && !record) return refused(`no saved changes to send: ${folder} is as in the last commit.`)

  return withTemporaryFolder(async (temporary) => {
    const env = { GIT_INDEX_FILE: join(temporary, 'index') }
    await git(root, ['read-tree', head], env)
    for (const path of changed) {
      const local = path.slice(prefix.length)
      if (readIfThere(join(root, local)) === undefined) await git(root, ['update-index', '--force-remove', '--', local], env)
      else {
        const blob = await git(root, ['hash-object', '-w', '--', local])
        await git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], env)
      }
    }
    if (record) {
      const written = join(temporary, 'translated-from.json')
      writeFileSync(written, record)
      const blob = await git(root, ['hash-object', '-w', `--path=${translatedFromFile}`, written])
      await git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${prefix}${translatedFromFile}`], env)
    }
    const tree = await git(root, ['write-tree'], env)

    // The commit as the team will check it: English and the rest of locales/ from the last commit.
    const checked = join(temporary, 'tree')
    mkdirSync(checked)
    await writeTreeTo(root, tree, checked, [`${prefix}locales`])
    const found = checkLocales(prefix ? join(checked, prefix) : checked, { code: false })
    const problems = found.filter(({ level }) => level === 'error')
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
      head,
      [...changed].map((path) => path.slice(prefix.length)),
      language,
    )
    const message = commitMessage(language, keys, Boolean(record))
    const messageFile = join(temporary, 'message')
    writeFileSync(messageFile, message)
    // A translator who has not told git their name yet still sends: the commit is signed as the language's translator.
    const signed = { GIT_AUTHOR_NAME: `${languageName(language)} translator`, GIT_AUTHOR_EMAIL: 'translator@localhost' }
    const commit = await git(root, ['commit-tree', tree, '-p', head, '-F', messageFile]).catch((cause: GitError) => {
      if (!/identity|user\.(name|email)|email address/i.test(cause.message)) throw cause
      return git(root, ['commit-tree', tree, '-p', head, '-F', messageFile], {
        ...signed,
        GIT_COMMITTER_NAME: signed.GIT_AUTHOR_NAME,
        GIT_COMMITTER_EMAIL: signed.GIT_AUTHOR_EMAIL,
      })
    })
    const branch = await freeBranchName(root, `translations/${language}-${stamp(now)}`)
    await git(root, ['update-ref', `refs/heads/${branch}`, commit, ''])
    const listed = keys.texts.length ? keys.texts : keys.confirmed

    const origin = await git(root, ['remote', 'get-url', 'origin']).catch(() => '')
    let why = 'this copy of the project has no remote called origin to push to'
    if (origin) {
      const quiet: Record<string, string> = interactive
        ? {}
        : { GIT_TERMINAL_PROMPT: '0', GIT_SSH_COMMAND: process.env.GIT_SSH_COMMAND ?? 'ssh -o BatchMode=yes' }
      try {
        await git(root, ['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], quiet)
        return { status: 'pushed', branch, commit, keys: listed, warnings }
      } catch (cause) {
        why = `the push to origin was refused (${(cause as Error).message})`
      }
    }
    mkdirSync(join(root, outboxFolder), { recursive: true })
    const file = join(outboxFolder, `${branch.split('/').pop()}.bundle`)
    await git(root, ['bundle', 'create', '--quiet', file, `refs/heads/${branch}`, `^${head}`])
    return { status: 'bundled', branch, commit, keys: listed, warnings, file, why }
  })
}

/**
 * translated-from.json as in the last commit with only this language's record taken from the working tree, or
 * undefined when this language's record did not change: another language's changes are not this translator's.
 */
async function recordWithOnly(root: string, language: string): Promise<string | undefined> {
  const now = JSON.parse(readIfThere(join(root, translatedFromFile)) ?? '{}') as TranslatedFrom
  const before = JSON.parse(await git(root, ['show', `HEAD:./${translatedFromFile}`]).catch(() => '{}')) as TranslatedFrom
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
async function changedKeys(root: string, head: string, paths: string[], language: string) {
  const texts: string[] = []
  for (const path of paths.sort()) {
    const namespace = path.slice(`locales/${language}/`.length, -'.json'.length)
    const read = (text: string | undefined) => new Map(text ? flattenLocale(JSON.parse(text) as Record<string, unknown>) : [])
    const before = read(await git(root, ['show', `${head}:./${path}`]).catch(() => undefined))
    const after = read(readIfThere(join(root, path)))
    for (const key of new Set([...before.keys(), ...after.keys()]))
      if (before.get(key) !== after.get(key)) texts.push(`${namespace}:${key}${after.has(key) ? '' : ' (removed)'}`)
  }
  const now = JSON.parse(readIfThere(join(root, translatedFromFile)) ?? '{}') as TranslatedFrom
  const then = JSON.parse(await git(root, ['show', `${head}:./${translatedFromFile}`]).catch(() => '{}')) as TranslatedFrom
  const confirmed = Object.keys(now[language] ?? {}).filter((id) => now[language]![id] !== then[language]?.[id] && !texts.includes(id))
  return { texts, confirmed }
}

const languageName = (language: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language

function commitMessage(language: string, { texts, confirmed }: { texts: string[]; confirmed: string[] }, recorded: boolean): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const subject = texts.length
    ? `${languageName(language)} translations: ${count(texts.length, 'text', 'texts')} from the translation workspace`
    : `${languageName(language)} translations: ${count(confirmed.length, 'text', 'texts')} checked against today's English`
  const lines = [subject, '', 'Sent with npm run i18n:send; the locale check passed on this commit.']
  if (texts.length) lines.push('', 'Texts:', ...texts.map((key) => `- ${key}`))
  if (recorded && confirmed.length)
    lines.push('', 'Checked against today’s English, text unchanged:', ...confirmed.map((key) => `- ${key}`))
  return `${lines.join('\n')}\n`
}

/** The day and the minute, `<year>-<month>-<day>-<hour><minute>` in UTC: the same for the translator and the team. */
function stamp(now: Date): string {
  const iso = now.toISOString()
  return `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`
}

async function freeBranchName(root: string, wanted: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = attempt === 1 ? wanted : `${wanted}-${attempt}`
    const taken = await git(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]).then(
      () => true,
      () => false,
    )
    if (!taken) return name
  }
}
