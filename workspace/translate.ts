/** `npm run translate [-- --language fr --port 5173 --host 127.0.0.1]`: the translation workspace (locales/README.md). */
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { dev } from 'vike/api'
import { removeStaleTemporaryFiles } from '../scripts/i18n/atomic-write.ts'
import { isTranslatedLanguage, translatedLanguages } from '../scripts/i18n/locale-files.ts'
import { isLoopback } from './server/request-guard.ts'
import { workspacePath } from './api.ts'
import { translationWorkspace } from './server/vite-plugin.ts'

const usage = `npm run translate [-- --language ${translatedLanguages().join('|')}] [--port 5173] [--host 127.0.0.1]

Opens the workspace where the site's texts and the studio's content are edited, with a preview of the pages.
  --language  the language translated beside English (default: ${translatedLanguages()[0]})
  --port      the port it answers on (default: 5173)
  --host      the address it answers on; 0.0.0.0 opens it to other devices of the network, behind a token
See docs/studio-guide.md and locales/README.md.`

let parsed
try {
  parsed = parseArgs({
    options: {
      language: { type: 'string', default: translatedLanguages()[0] },
      port: { type: 'string', default: '5173' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
} catch (error) {
  console.error(`✗ ${(error as Error).message}\n\n${usage}`)
  process.exit(1)
}
const { values } = parsed
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const language = values.language!
if (!isTranslatedLanguage(language)) {
  console.error(`✗ “${language}” is not a language to translate into: choose one of ${translatedLanguages().join(', ')}`)
  process.exit(1)
}
if (!/^\d{1,5}$/.test(values.port!) || Number(values.port) < 1 || Number(values.port) > 65535) {
  console.error(`✗ “${values.port}” is not a port: give a number from 1 to 65535`)
  process.exit(1)
}
// A save killed between its write and its rename leaves a temporary file: none may wait to be committed.
const root = resolve(import.meta.dirname, '..')
for (const folder of [
  ...readdirSync(join(root, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => join(root, 'locales', name)),
  join(root, 'src/content/data'),
  join(root, 'src/content/photos'),
])
  removeStaleTemporaryFiles(folder)
// Vike logs every page request, and the preview makes many: keep only warnings and errors.
const log = console.log
console.log = (...parts: unknown[]) => {
  if (typeof parts[0] === 'string' && stripVTControlCharacters(parts[0]).includes('[vike][request-')) return
  log(...parts)
}
// On the network, the workspace answers only the address it prints, which carries this token.
const token = isLoopback(values.host!) ? undefined : randomBytes(18).toString('base64url')
// The pages render in key mode, each text followed by its key: the workspace reads the keys and hides them.
process.env.LOCALE_KEYS = 'on'
// The pages' language menu offers the studio's languages only, not the developers' pseudo language.
process.env.PSEUDO_LOCALE = 'off'
const { viteServer } = await dev({
  startupLog: false,
  viteConfig: {
    plugins: [translationWorkspace({ language, host: values.host!, token })],
    // The workspace shows saves itself; a reload of every open page on each save would interrupt the translator.
    server: {
      host: values.host,
      port: Number(values.port),
      strictPort: true,
      hmr: false,
      warmup: { clientFiles: ['./workspace/ui/main.tsx'] },
    },
    logLevel: 'warn',
  },
})
const address = viteServer.httpServer?.address()
const port = address && typeof address === 'object' ? address.port : values.port
const shownHost = values.host!.includes(':') ? `[${values.host}]` : values.host
console.log(`Translation workspace (${language}): http://${shownHost}:${port}${workspacePath}${token ? `?token=${token}` : ''}`)
console.log('Edits are saved into locales/ when you press Save. Press Ctrl+C to stop.')
