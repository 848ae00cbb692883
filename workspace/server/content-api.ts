import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { readIfThere } from '../../scripts/i18n/locale-files.ts'
import type { ViteDevServer } from 'vite'
import { collections, dataFolder, photoFolder } from '../../src/content/collections.ts'
import { importPhoto } from '../../scripts/content/import-photo.ts'
import { ok, refused, verdict, type Handlers } from './dispatch.ts'
import { readBytes } from './http.ts'
import { answerOf, contentProblems, saveContent } from './save-content.ts'
import { workspaceContent } from './workspace-content.ts'

/** importPhoto refuses a larger photo in its own words; nothing larger is even kept in memory. */
const largestUpload = 40 * 2 ** 20

type ContentRoute = 'content' | 'content/photo' | 'content/photo/drop' | 'content/check' | 'content/preview' | 'content/save'

/**
 * The workspace's content API (`/__translate/api/content…`): the data files with their schemas and words, the check
 * of a draft, its preview, the save, and a photo's import (importPhoto), sent as bytes. A draft shown in the preview
 * is what the dev server serves for its data file, to the pages only it renders, until the file is saved or the
 * draft dropped; the file on disk is not touched.
 */
export function contentApi(server: ViteDevServer, root: string) {
  const drafts = new Map<string, string>()
  // The photos this server wrote, and only those, may be removed again: never one the project had before.
  const added = new Set<string>()
  const pathOf = (file: string) => join(root, dataFolder, file)
  // The dev server's own path for a changed file, its modules dropped first: the preview reloads on the answer.
  const show = (file: string, text: string | undefined) => {
    if (text === undefined) drafts.delete(pathOf(file))
    else drafts.set(pathOf(file), text)
    for (const environment of Object.values(server.environments)) environment.moduleGraph.onFileChange(pathOf(file))
    server.watcher.emit('change', pathOf(file))
  }

  const collectionOf = (file: string) => collections.find((collection) => collection.file === file)
  const noFile = refused(400, 'The request names no data file of the content.')
  const handlers: Handlers<ContentRoute> = {
    content: () => {
      const previewing = collections.filter(({ file }) => drafts.has(pathOf(file))).map(({ file }) => file)
      return ok({ ...workspaceContent(root), previewing })
    },
    'content/photo': async ({ name }, request) => {
      const file = await readBytes(request, largestUpload)
      if (!file)
        return {
          status: 413,
          answer: { ok: false, reason: `The photo is more than ${largestUpload / 2 ** 20} MB: make it smaller first.` },
        }
      const before = new Set(readdirSync(join(root, photoFolder)))
      const result = await importPhoto(root, file, name)
      if (result.ok && !before.has(result.file)) added.add(result.file)
      // The pages learn of a new photo from the watcher; told now, the preview's next load shows it.
      if (result.ok) server.watcher.emit('add', join(root, photoFolder, result.file))
      return { status: result.ok ? 200 : 422, answer: result }
    },
    'content/photo/drop': ({ files }) => {
      const named = collections.map(({ file }) => readIfThere(pathOf(file)) ?? '').join('\n')
      const removed = files.filter((photo) => added.has(photo) && !named.includes(JSON.stringify(photo)))
      for (const photo of removed) {
        rmSync(join(root, photoFolder, photo), { force: true })
        added.delete(photo)
        server.watcher.emit('unlink', join(root, photoFolder, photo))
      }
      return ok({ removed })
    },
    'content/check': ({ file, data, words }) => {
      if (!collectionOf(file)) return noFile
      return ok({ problems: contentProblems(root, file, data, words).map(answerOf) })
    },
    'content/preview': ({ file, data }) => {
      const collection = collectionOf(file)
      if (!collection) return noFile
      // Only a draft its schema accepts: the pages read the facts as typed by it.
      const shown = data === null || collection.schema.safeParse(data).success
      if (shown) show(file, data === null ? undefined : JSON.stringify(data))
      return ok({ shown })
    },
    'content/save': async (request) => {
      if (!collectionOf(request.file)) return noFile
      const result = await saveContent(root, { ...request, words: request.words.map((word) => ({ ...word, base: word.base })) })
      if (result.status === 'saved' && drafts.has(pathOf(request.file))) show(request.file, undefined)
      return verdict(result)
    },
  }

  return { handlers, load: (id: string) => drafts.get(id.split('?')[0]!) }
}
