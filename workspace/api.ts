import { z } from 'zod'
import type { Refusal } from '../scripts/i18n/problems.ts'
import type { ImportedPhoto } from '../scripts/content/import-photo.ts'
import type { SendResult } from '../scripts/i18n/send.ts'
import type { KeepResult } from './server/keep-name.ts'
import type { ContentSaveResult } from './server/save-content.ts'
import type { SaveResult } from './server/save-string.ts'
import type { WorkspaceContent } from './server/workspace-content.ts'
import type { StringsAnswer } from './server/workspace-strings.ts'

/** Where the workspace lives on the dev server, and its API under it; the site's pages keep every other address. */
export const workspacePath = '/__translate/'
export const apiPath = `${workspacePath}api/`

/** A check's reason: its English, and, for one the owner can meet, its code and values, which the workspace words in its own language. */
export interface Reason {
  reason: string
  refusal?: Refusal
}

/** What the locale check would say of a text before it is saved: errors that refuse it, and warnings. */
export interface TextCheck {
  reasons: Reason[]
  /** The same English translated otherwise elsewhere. */
  warnings: Reason[]
}

/** A finding of the content check on a draft: the entry and field (`plans[1] "superGrowth" › priceUsd`), and why. */
export interface ContentProblem extends Reason {
  file: string
  /** Where in the file, as printed: `plans[1] "superGrowth" › priceUsd`. */
  key?: string
  /** The same place as keys and indexes: the workspace shows the finding under the field at this path. */
  path?: (string | number)[]
}

/** A word of an entry that the locale check refuses: its id (`namespace:key`), its language and why. */
export interface WordProblem extends Reason {
  id: string
  language: string
}

/** The content as the workspace reads it, and the files whose draft the preview shows. */
export type ContentAnswer = WorkspaceContent & { previewing: string[] }

/** What the server answers instead, when it refuses a call or cannot answer it. */
export interface Refused {
  reasons: string[]
}

interface Route<Input extends z.ZodType, Answer> {
  method: 'GET' | 'POST'
  /** What the call carries: its query for a GET or beside a body of bytes, else its JSON body. */
  input: Input
  /** The body is a file's bytes (application/octet-stream). */
  bytes?: true
  /** The answer carries its own verdict at every status (saved, refused, conflict, …): the client returns it. */
  verdict?: true
  /** Never set: the type of the answer. */
  answer?: Answer
}
const route =
  <Answer>() =>
  <Input extends z.ZodType>(spec: Omit<Route<Input, Answer>, 'answer'>): Route<Input, Answer> =>
    spec

const language = z.string()
const text = z.object({ language, namespace: z.string(), key: z.string(), text: z.string() })
const contentDraft = z.object({
  file: z.string(),
  data: z.unknown(),
  words: z.array(text.extend({ base: z.string().optional() })).default([]),
})

/** The workspace's API: each route's method, the input the server checks before it acts, and its answer. */
export const api = {
  strings: route<StringsAnswer>()({ method: 'GET', input: z.object({ language }) }),
  /** `english`: the English as typed, not saved yet, which a new entry's other languages are checked against. */
  check: route<TextCheck>()({ method: 'POST', input: text.extend({ english: z.string().optional() }) }),
  save: route<SaveResult>()({
    method: 'POST',
    input: text.extend({ version: z.string(), base: z.string().optional() }),
    verdict: true,
  }),
  send: route<SendResult>()({ method: 'POST', input: z.object({ language }) }),
  /** A name the owner keeps as in English (TikTok): added to the glossary's `keepAsIs`. */
  'glossary/keep': route<KeepResult>()({
    method: 'POST',
    input: z.object({
      text: z
        .string()
        .trim()
        .min(1, { error: 'give the name to keep', abort: true })
        .max(80, 'a name to keep is 80 characters at most')
        .regex(/^[^\p{Cc}{}<>]+$/u, 'a name to keep is one line, without {{…}} or tags'),
    }),
  }),
  content: route<ContentAnswer>()({ method: 'GET', input: z.object({}) }),
  'content/check': route<{ problems: ContentProblem[] }>()({ method: 'POST', input: contentDraft }),
  /** `data` null: the file's own facts again. */
  'content/preview': route<{ shown: boolean }>()({ method: 'POST', input: contentDraft.pick({ file: true, data: true }) }),
  'content/save': route<ContentSaveResult>()({ method: 'POST', input: contentDraft.extend({ version: z.string() }), verdict: true }),
  'content/photo': route<ImportedPhoto>()({
    method: 'POST',
    input: z.object({ name: z.string().default('photo') }),
    bytes: true,
    verdict: true,
  }),
  /** Photos chosen for a draft that was dropped: removed if this server added them and no data file names them. */
  'content/photo/drop': route<{ removed: string[] }>()({ method: 'POST', input: z.object({ files: z.array(z.string()) }) }),
}

type Api = typeof api
export type RouteName = keyof Api
/** What a call sends, and what the server's handler gets once the input is checked. */
export type Input<Name extends RouteName> = z.input<Api[Name]['input']>
export type Checked<Name extends RouteName> = z.output<Api[Name]['input']>
export type Answer<Name extends RouteName> = Api[Name] extends Route<z.ZodType, infer A> ? A : never

export const routeNamed = (name: string): Api[RouteName] | undefined => (Object.hasOwn(api, name) ? api[name as RouteName] : undefined)
