/** The post-build steps over <outDir>/client, one module each in scripts/postbuild/. */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { languages } from '../src/i18n/languages.ts'
import { pseudoLanguage } from '../src/i18n/pseudo-language.ts'
import { buildFormEndpoint } from './hosting/rules.ts'
import * as brandAssets from './postbuild/brand-assets.ts'
import * as fonts from './postbuild/fonts.ts'
import * as hostingFiles from './postbuild/hosting-files.ts'
import * as ownPhotos from './postbuild/own-photos.ts'
import * as precompressed from './postbuild/precompressed.ts'
import * as serviceWorker from './postbuild/service-worker.ts'
import * as shareImages from './postbuild/share-images.ts'
import * as sitemap from './postbuild/sitemap.ts'
import * as styleValues from './postbuild/style-values.ts'

export async function postbuild(outDir: string, env: Record<string, string | undefined>, warn: (message: string) => void): Promise<void> {
  const clientDir = resolve(import.meta.dirname, '..', outDir, 'client')
  if (!existsSync(resolve(clientDir, 'index.html'))) throw new Error(`${clientDir} has no prerendered site; vike build made none.`)
  const pseudo = env.PSEUDO_LOCALE === 'on'
  const languageCodes = [...languages, ...(pseudo ? [pseudoLanguage] : [])].map(({ code }) => code)
  const formEndpoint = env.VITE_FORM_ENDPOINT || buildFormEndpoint()

  const steps: { name: string; run: () => Promise<void> | void }[] = [
    { name: 'style values', run: () => styleValues.run(clientDir) },
    { name: 'fonts', run: () => fonts.run(clientDir, warn) },
    { name: 'own photos', run: () => ownPhotos.run(clientDir, resolve(import.meta.dirname, '..')) },
    // The pseudo language's QA build (npm run build:pseudo) is never published: it gets no sitemap.
    ...(pseudo ? [] : [{ name: 'sitemap and robots.txt', run: () => sitemap.run(clientDir) }]),
    { name: 'icons and manifests', run: () => brandAssets.run(clientDir, languageCodes) },
    { name: 'share images', run: () => shareImages.run(clientDir) },
    {
      name: 'hosting files (_headers, _redirects, nginx.conf)',
      run: () => hostingFiles.writeHostingFiles(clientDir, formEndpoint, languageCodes),
    },
    { name: 'service worker', run: () => serviceWorker.run(clientDir, warn) },
    { name: 'precompressed copies', run: () => precompressed.run(clientDir) },
  ]
  for (const step of steps) {
    try {
      await step.run()
    } catch (error) {
      throw new Error(`postbuild: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }
}
