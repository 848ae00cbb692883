import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Vike's copy of Vite's build manifest, next to the client folder: each module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>

/**
 * What a form island needs to wake and send, by source: React DOM, what hydrates, and the form, whose
 * chunks include the outbox that sends (a chunk of its own, which the page script also loads when a message waits).
 */
const formIslandModules = ['node_modules/react-dom/client.js', 'src/islands/hydrate-island.tsx', 'src/components/forms/site-form.tsx']
/** What every page has already loaded: its page script and the chunks it imports. */
const pageScriptModule = 'src/renderer/+client.ts'

/**
 * Writes into each form island the addresses of the chunks its code is made of, beyond those the page
 * script has loaded (`data-island-code`): the page script fetches them, without running them, once the
 * page is idle (fetch-island-code.ts), so that a form opened online still wakes and keeps a message
 * written after the connection dropped.
 */
export function run(clientDir: string): void {
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '..', 'assets.json'), 'utf8')) as Manifest
  const loaded = chunksOf(manifest, [pageScriptModule])
  const code = [...chunksOf(manifest, formIslandModules)].filter((file) => !loaded.has(file)).map((file) => `/${file}`)
  const attribute = `data-island="site-form" data-island-code="${code.join(' ')}"`
  let pages = 0
  for (const page of readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))) {
    const file = join(clientDir, page)
    const html = readFileSync(file, 'utf8')
    if (!html.includes('data-island="site-form"')) continue
    writeFileSync(file, html.replaceAll('data-island="site-form"', attribute))
    pages++
  }
  if (pages === 0) throw new Error('no page has a form island')
}

/** The chunks of the given modules and every chunk they import, however deep. */
function chunksOf(manifest: Manifest, modules: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry) throw new Error(`the build manifest has no ${key}`)
    if (files.has(entry.file)) return
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  // A dependency's key is its path from the project; from a copy of the project whose node_modules is a link, a longer one.
  for (const module of modules)
    visit(module in manifest ? module : (Object.keys(manifest).find((key) => key.endsWith(`/${module}`)) ?? module))
  return files
}
