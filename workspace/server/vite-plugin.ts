import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { defaultLanguage } from '../../src/i18n/languages.ts'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import { checkNewTexts, withPending } from '../../scripts/i18n/check-texts.ts'
import { otherTranslationsOf } from '../../scripts/i18n/consistency.ts'
import { findLocaleFile, readLocaleSet } from '../../scripts/i18n/locale-files.ts'
import { expectedKeys } from '../../scripts/i18n/locale-rules.ts'
import { sendTranslations } from '../../scripts/i18n/send.ts'
import { contentApi, photoRoute } from './content-api.ts'
import { apiRefusal, isOwnRequest } from './request-guard.ts'
import { saveString, type SaveRequest } from './save-string.ts'
import { json, readJson, send } from './http.ts'
import { workspaceData } from './workspace-strings.ts'

/** Where the workspace lives on the dev server; the site's pages keep every other address. */
export const workspacePath = '/__translate/'

export interface WorkspaceOptions {
  /** The language the workspace opens with. */
  language: string
  /** The address the server listens on, to refuse requests made for any other (DNS rebinding). */
  host: string
  /** What every API call must carry, when the server listens on the network. */
  token?: string
}

/**
 * The translation workspace on the project's own Vite dev server: its page at /__translate/, its API under
 * /__translate/api/ (the strings of a language, the check of a text as it is typed, the save, the send to the
 * team; the content's data files, their checks, preview and save: content-api.ts), and the guards: any request to this server whose Host or Origin is not the server's own is refused with
 * 403, and an API call without the token (on the network) or a POST that is not JSON.
 */
export function translationWorkspace({ language, host, token }: WorkspaceOptions): Plugin {
  let content: ReturnType<typeof contentApi> | undefined
  return {
    name: 'translation-workspace',
    apply: 'serve',
    // Before Vite reads a data file from disk: a draft shown in the preview comes first.
    enforce: 'pre',
    load(id) {
      return content?.load(id)
    },
    configureServer(server) {
      const root = server.config.root
      content = contentApi(server, root)
      const contentRoutes = content
      server.middlewares.use((request, response, next) => {
        const port = server.httpServer?.address()
        if (!port || typeof port === 'string' || !isOwnRequest(request, host, port.port)) {
          response.statusCode = 403
          response.setHeader('Content-Type', 'text/plain; charset=utf-8')
          response.end('Refused: this translation workspace answers only requests made to its own address.\n')
          return
        }
        const url = new URL(request.url ?? '/', 'http://workspace')
        if (!url.pathname.startsWith(workspacePath)) return next()
        const api = url.pathname.slice(workspacePath.length)
        const refusal = api.startsWith('api/') ? apiRefusal(request, token, api === photoRoute ? 'bytes' : 'json') : undefined
        if (refusal) return json(response, refusal.status, { reasons: [refusal.reason] })
        contentRoutes
          .handle(api, request, response)
          .then((handled) => (handled ? undefined : handle(server, root, language, url, request, response)))
          .catch(next)
      })
    },
  }
}

async function handle(server: ViteDevServer, root: string, language: string, url: URL, request: IncomingMessage, response: ServerResponse) {
  const api = url.pathname.slice(workspacePath.length)
  if (api === '' && request.method === 'GET') {
    const html = await server.transformIndexHtml(url.pathname, workspaceHtml(language))
    return send(response, 200, html, 'text/html; charset=utf-8')
  }
  if (api === 'api/strings' && request.method === 'GET') {
    try {
      return json(response, 200, workspaceData(root, url.searchParams.get('language') ?? language))
    } catch (cause) {
      return json(response, 404, { reasons: [(cause as Error).message] })
    }
  }
  if (api === 'api/send' && request.method === 'POST') {
    const body = (await readJson(request)) as { language?: unknown } | undefined
    if (typeof body?.language !== 'string') return json(response, 400, { reasons: ['The request names no language to send.'] })
    return json(response, 200, await sendTranslations(root, { language: body.language }))
  }
  if ((api === 'api/check' || api === 'api/save') && request.method === 'POST') {
    const body = (await readJson(request)) as (SaveRequest & { english?: string }) | undefined
    if (!body || typeof body.text !== 'string') return json(response, 400, { reasons: ['The request is not a translation to check.'] })
    if (api === 'api/check') {
      // The English as the workspace has it, not saved yet: a new entry's words are checked against it.
      const pending = typeof body.english === 'string' ? [{ ...body, language: defaultLanguage, text: body.english }] : []
      const files = withPending(readLocaleSet(root).files, pending)
      const glossary = readGlossary(root)
      const reasons = checkNewTexts(files, glossary, body.language, body.namespace, new Map([[body.key, body.text]]))
      const english = findLocaleFile(files, defaultLanguage, body.namespace)
      const sourceKey = body.language !== defaultLanguage && english && expectedKeys(english.strings.keys(), body.language).get(body.key)
      const warnings = sourceKey
        ? otherTranslationsOf(files, body.language, glossary, { ...body, english: english.strings.get(sourceKey)! }, body.text)
        : []
      return json(response, 200, { reasons: reasons.map(({ reason }) => reason), warnings })
    }
    const result = saveString(root, body)
    return json(response, { saved: 200, unknown: 400, refused: 422, conflict: 409 }[result.status], result)
  }
  json(response, 404, { reasons: ['No such page in the translation workspace.'] })
}

const workspaceHtml = (language: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Translation workspace</title>
  </head>
  <body>
    <div id="workspace" data-language="${language.replace(/[^\w-]/g, '')}"></div>
    <script type="module" src="/workspace/ui/main.tsx"></script>
  </body>
</html>
`
