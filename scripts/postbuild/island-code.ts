import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

type Manifest = Record<string, { file: string; imports?: string[] }>

/** React DOM, what hydrates, and the form, whose chunks include the outbox. */
const formIslandModules = ['node_modules/react-dom/client.js', 'src/islands/hydrate-island.tsx', 'src/components/forms/site-form.tsx']
const pageScriptModule = 'src/renderer/+client.ts'

/** `data-island-code`: fetched once the page is idle, so a form opened online still wakes offline. */
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

function chunksOf(manifest: Manifest, modules: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry) throw new Error(`the build manifest has no ${key}`)
    if (files.has(entry.file)) return
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  // From a project copy whose node_modules is a link, a dependency's key is a longer path.
  for (const module of modules)
    visit(module in manifest ? module : (Object.keys(manifest).find((key) => key.endsWith(`/${module}`)) ?? module))
  return files
}
