import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { collections, dataFolder, photoFolder } from '../../scripts/content/collections.ts'
import { importPhoto } from '../../scripts/content/import-photo.ts'
import { json, readBytes, readJson } from './http.ts'
import { contentProblems, saveContent, type ContentSaveRequest } from './save-content.ts'
import { workspaceContent, type WorkspaceContent } from './workspace-content.ts'

/** Where the workspace sends a photo chosen for an entry: the file's bytes as the body, its name in `?name=`. */
export const photoRoute = 'api/content/photo'

/** importPhoto refuses a larger photo in its own words; nothing larger is even kept in memory. */
const largestUpload = 40 * 2 ** 20

/** The content as the workspace reads it, and the files whose draft the preview shows. */
export type ContentAnswer = WorkspaceContent & { previewing: string[] }

/**
 * The workspace's content API (`/__translate/api/content…`): the data files with their schemas and words, the check
 * of a draft, its preview, the save, and a photo's import (importPhoto), sent as bytes. A draft shown in the preview
 * is what the dev server serves for its data file, to the pages only it renders, until the file is saved or the
 * draft dropped; the file on disk is not touched.
 */
export function contentApi(server: ViteDevServer, root: string) {
  const drafts = new Map<string, string>()
  const pathOf = (file: string) => join(root, dataFolder, file)
  // The dev server's own path for a changed file, its modules dropped first: the preview reloads on the answer.
  const show = (file: string, text: string | undefined) => {
    if (text === undefined) drafts.delete(pathOf(file))
    else drafts.set(pathOf(file), text)
    for (const environment of Object.values(server.environments)) environment.moduleGraph.onFileChange(pathOf(file))
    server.watcher.emit('change', pathOf(file))
  }

  async function handle(api: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (api === 'api/content' && request.method === 'GET') {
      const previewing = collections.filter(({ file }) => drafts.has(pathOf(file))).map(({ file }) => file)
      json(response, 200, { ...workspaceContent(root), previewing } satisfies ContentAnswer)
      return true
    }
    if (api === photoRoute && request.method === 'POST') {
      const file = await readBytes(request, largestUpload)
      if (!file) {
        json(response, 413, { ok: false, reason: `The photo is more than ${largestUpload / 2 ** 20} MB: make it smaller first.` })
        return true
      }
      const result = await importPhoto(root, file, new URL(request.url ?? '', 'http://workspace').searchParams.get('name') ?? 'photo')
      // The pages learn of a new photo from the watcher; told now, the preview's next load shows it.
      if (result.ok) server.watcher.emit('add', join(root, photoFolder, result.file))
      json(response, result.ok ? 200 : 422, result)
      return true
    }
    if (!['api/content/check', 'api/content/preview', 'api/content/save'].includes(api) || request.method !== 'POST') return false
    const body = (await readJson(request)) as Partial<ContentSaveRequest> | undefined
    const collection = collections.find(({ file }) => file === body?.file)
    if (!body || !collection) {
      json(response, 400, { reasons: ['The request names no data file of the content.'] })
      return true
    }
    const words = Array.isArray(body.words) ? body.words : []
    if (api === 'api/content/check') {
      const problems = contentProblems(root, collection.file, body.data, words).map(({ file, key, reason }) => ({ file, key, reason }))
      json(response, 200, { problems })
    } else if (api === 'api/content/preview') {
      // Only a draft its schema accepts: the pages read the facts as typed by it.
      const shown = body.data === null || collection.schema.safeParse(body.data).success
      if (shown) show(collection.file, body.data === null ? undefined : JSON.stringify(body.data))
      json(response, 200, { shown })
    } else {
      const result = await saveContent(root, { ...(body as ContentSaveRequest), words })
      if (result.status === 'saved' && drafts.has(pathOf(collection.file))) show(collection.file, undefined)
      json(response, { saved: 200, unknown: 400, refused: 422, conflict: 409 }[result.status], result)
    }
    return true
  }

  return { handle, load: (id: string) => drafts.get(id.split('?')[0]!) }
}
