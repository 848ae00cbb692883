/**
 * Runs after `vike build`, over the prerendered output in <OUT_DIR or dist>/client.
 * Each step is a module in scripts/postbuild/ exporting `run(clientDir)`; add new steps to the list.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import * as hostingFiles from './postbuild/hosting-files.ts'
import * as islandCode from './postbuild/island-code.ts'
import * as serviceWorker from './postbuild/service-worker.ts'
import * as shareImages from './postbuild/share-images.ts'
import * as sitemap from './postbuild/sitemap.ts'
import * as styleValues from './postbuild/style-values.ts'

const clientDir = resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist', 'client')
if (!existsSync(resolve(clientDir, 'index.html'))) {
  console.error(`postbuild: ${clientDir} has no prerendered site; run vike build first.`)
  process.exit(1)
}

// The pseudo language's QA build (npm run build:pseudo) is never published: it gets no sitemap.
const published = process.env.PSEUDO_LOCALE !== 'on'

const steps: { name: string; run: (clientDir: string) => Promise<void> | void }[] = [
  { name: 'style values', run: styleValues.run },
  ...(published ? [{ name: 'sitemap and robots.txt', run: sitemap.run }] : []),
  { name: 'share images', run: shareImages.run },
  { name: 'island code for form pages to fetch ahead', run: islandCode.run },
  { name: 'hosting files (_headers, _redirects, nginx.conf)', run: hostingFiles.run },
  { name: 'service worker', run: serviceWorker.run },
]

for (const step of steps) {
  try {
    await step.run(clientDir)
  } catch (error) {
    console.error(`postbuild: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
