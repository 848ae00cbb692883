import type { Plugin } from 'vite'
import { defaultLanguage } from '../../src/i18n/languages.ts'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import { checkNewTexts, withPending } from '../../scripts/i18n/check-texts.ts'
import { otherTranslationsOf } from '../../scripts/i18n/consistency.ts'
import { findLocaleFile, readLocaleSet } from '../../scripts/i18n/locale-files.ts'
import { expectedKeys } from '../../scripts/i18n/locale-rules.ts'
import { sendTranslations } from '../../scripts/i18n/send.ts'
import { apiPath, routeNamed, workspacePath } from '../api.ts'
import { contentApi } from './content-api.ts'
import { dispatch, ok, refused, verdict, type Handlers } from './dispatch.ts'
import { apiRefusal, refuseRequest } from './request-guard.ts'
import { keepAsName } from './keep-name.ts'
import { saveString } from './save-string.ts'
import { json, send } from './http.ts'
import { readStrings } from './workspace-strings.ts'

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
 * team; the content's data files, their checks, preview and save: content-api.ts), and the guards: every request
 * to this server passes `refuseRequest` (its own address, no editor launched, no other site, the token on the
 * network), and an API call `apiRefusal` (the token's header on the network, a POST in JSON).
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
      const handlers: Handlers = { ...stringHandlers(root), ...content.handlers }
      server.middlewares.use((request, response, next) => {
        const address = server.httpServer?.address()
        const port = address && typeof address === 'object' ? address.port : 0
        if (refuseRequest(request, response, { host, port, token })) return
        const url = new URL(request.url ?? '/', 'http://workspace')
        if (!url.pathname.startsWith(workspacePath)) return next()
        if (url.pathname === workspacePath && request.method === 'GET')
          return void server
            .transformIndexHtml(url.pathname, workspaceHtml(language))
            .then((html) => send(response, 200, html, 'text/html; charset=utf-8'), next)
        if (!url.pathname.startsWith(apiPath)) return json(response, 404, { reasons: ['No such page in the translation workspace.'] })
        const name = url.pathname.slice(apiPath.length)
        const refusal = apiRefusal(request, token, routeNamed(name)?.bytes ? 'bytes' : 'json')
        if (refusal) return json(response, refusal.status, { reasons: [refusal.reason] })
        dispatch(handlers, name, request, response)
          .then((answered) => answered || json(response, 404, { reasons: ['No such page in the translation workspace.'] }))
          .catch(next)
      })
    },
  }
}

/** The strings of a language, the check of a text as it is typed, its save, the send to the team, and a name kept as in English. */
const stringHandlers = (root: string): Handlers<'strings' | 'check' | 'save' | 'send' | 'glossary/keep'> => ({
  strings: ({ language }) => {
    try {
      return ok(readStrings(root, language))
    } catch (cause) {
      return refused(404, (cause as Error).message)
    }
  },
  check: (request) => {
    // The English as the workspace has it, not saved yet: a new entry's words are checked against it.
    const pending = request.english === undefined ? [] : [{ ...request, language: defaultLanguage, text: request.english }]
    const files = withPending(readLocaleSet(root).files, pending)
    const glossary = readGlossary(root)
    const reasons = checkNewTexts(files, glossary, request.language, request.namespace, new Map([[request.key, request.text]]))
    const english = findLocaleFile(files, defaultLanguage, request.namespace)
    const sourceKey =
      request.language !== defaultLanguage && english && expectedKeys(english.strings.keys(), request.language).get(request.key)
    const warnings = sourceKey
      ? otherTranslationsOf(files, request.language, glossary, { ...request, english: english.strings.get(sourceKey)! }, request.text)
      : []
    return ok({ reasons: reasons.map(({ reason, refusal }) => ({ reason, refusal })), warnings })
  },
  save: (request) => verdict(saveString(root, request)),
  send: async ({ language }) => ok(await sendTranslations(root, { language })),
  'glossary/keep': async ({ text }) => {
    const result = await keepAsName(root, text)
    return { status: result.status === 'kept' ? 200 : 422, answer: result }
  },
})

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
