import type { SendResult } from '../../i18n/send.ts'
import type { SaveRequest, SaveResult } from '../save-string.ts'
import type { WorkspaceData } from '../workspace-strings.ts'

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

export async function checkText(request: Omit<SaveRequest, 'version' | 'base'>, signal: AbortSignal): Promise<TextCheck> {
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

const post = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
