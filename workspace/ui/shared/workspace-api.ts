import type { ImportedPhoto } from '../../../scripts/content/import-photo.ts'
import type { SendResult } from '../../../scripts/i18n/send.ts'
import type { ContentSaveRequest, ContentSaveResult } from '../../server/save-content.ts'
import type { SaveRequest, SaveResult } from '../../server/save-string.ts'
import type { ContentAnswer } from '../../server/content-api.ts'
import type { WorkspaceData } from '../../server/workspace-strings.ts'

const api = '/__translate/api/'

/** The token of a workspace on the network, from the address npm run translate printed: every call carries it. */
const headers = () => ({ 'X-Workspace-Token': new URLSearchParams(location.search).get('token') ?? '' })

export async function fetchStrings(language: string): Promise<WorkspaceData> {
  const response = await fetch(`${api}strings?language=${encodeURIComponent(language)}`, { headers: headers() })
  if (!response.ok) throw new Error(((await response.json()) as { reasons: string[] }).reasons.join(' '))
  return (await response.json()) as WorkspaceData
}

/** What the locale check would say of a text before it is saved: errors that refuse it, and warnings. */
export interface TextCheck {
  reasons: string[]
  /** The same English translated otherwise elsewhere, with the key. */
  warnings: string[]
}

/** `english`: the English as typed, not saved yet, which a new entry's other languages are checked against. */
export async function checkText(
  request: Omit<SaveRequest, 'version' | 'base'> & { english?: string },
  signal: AbortSignal,
): Promise<TextCheck> {
  const response = await post('check', request, signal)
  return (await response.json()) as TextCheck
}

/** Sends the language's saved texts to the team (npm run i18n:send); throws, saying so, when the server fails. */
export async function sendToTeam(language: string): Promise<SendResult> {
  const response = await post('send', { language }).catch(() => {
    throw new Error('the workspace’s server does not answer (is `npm run translate` still running?)')
  })
  if (!response.ok) throw new Error(`the workspace’s server failed (${response.status}); its terminal says why`)
  return (await response.json()) as SendResult
}

/** The save's verdict; throws, saying so, when the workspace's server fails to give one. */
export async function saveText(request: SaveRequest): Promise<SaveResult> {
  const response = await post('save', request).catch(() => {
    throw new Error('the workspace’s server does not answer (is `npm run translate` still running?)')
  })
  try {
    return (await response.json()) as SaveResult
  } catch {
    throw new Error(`the workspace’s server failed (${response.status}); its terminal says why`)
  }
}

export async function fetchContent(): Promise<ContentAnswer> {
  const response = await fetch(`${api}content`, { headers: headers() })
  if (!response.ok) throw new Error(`the workspace’s server failed (${response.status}); its terminal says why`)
  return (await response.json()) as ContentAnswer
}

/** A finding of the content check on a draft: the entry and field (`plans[1] "superGrowth" › priceUsd`), and why. */
export interface ContentProblem {
  file: string
  key?: string
  reason: string
}

export async function checkContentDraft(request: Omit<ContentSaveRequest, 'version'>, signal: AbortSignal): Promise<ContentProblem[]> {
  const response = await post('content/check', request, signal)
  return ((await response.json()) as { problems: ContentProblem[] }).problems
}

/** Shows a draft of a data file in the preview (null: the file's own facts again); false when its schema refuses it. */
export async function previewContent(file: string, data: unknown): Promise<boolean> {
  const response = await post('content/preview', { file, data })
  return ((await response.json()) as { shown: boolean }).shown
}

export async function saveContentFile(request: ContentSaveRequest): Promise<ContentSaveResult> {
  const response = await post('content/save', request).catch(() => {
    throw new Error('the workspace’s server does not answer (is `npm run translate` still running?)')
  })
  try {
    return (await response.json()) as ContentSaveResult
  } catch {
    throw new Error(`the workspace’s server failed (${response.status}); its terminal says why`)
  }
}

/** Keeps a photo chosen for an entry in src/content/photos/ (importPhoto): its name there and size, or why not. */
export async function uploadPhoto(file: File): Promise<ImportedPhoto> {
  const response = await fetch(`${api}content/photo?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/octet-stream' },
    body: file,
  }).catch(() => {
    throw new Error('the workspace’s server does not answer (is `npm run translate` still running?)')
  })
  try {
    return (await response.json()) as ImportedPhoto
  } catch {
    throw new Error(`the workspace’s server failed (${response.status}); its terminal says why`)
  }
}

const post = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
