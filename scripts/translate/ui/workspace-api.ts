import type { SaveRequest, SaveResult } from '../save-string.ts'
import type { WorkspaceData } from '../workspace-strings.ts'

const api = '/__translate/api/'

export async function fetchStrings(language: string): Promise<WorkspaceData> {
  const response = await fetch(`${api}strings?language=${encodeURIComponent(language)}`)
  if (!response.ok) throw new Error(((await response.json()) as { reasons: string[] }).reasons.join(' '))
  return (await response.json()) as WorkspaceData
}

/** What the locale check would say of a text, before it is saved. */
export async function checkText(request: Omit<SaveRequest, 'version' | 'base'>, signal: AbortSignal): Promise<string[]> {
  const response = await post('check', request, signal)
  return ((await response.json()) as { reasons: string[] }).reasons
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
  fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal })
