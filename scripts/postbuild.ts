/**
 * The post-build steps, over a build's prerendered output in <outDir>/client. scripts/build.ts runs them in its own
 * process after each `vike build`: a process of their own for each build had started Node and loaded jsdom, css-tree
 * and Vite again (11–12 CPU-seconds for the four test builds, 7 so).
 * Each step is a module in scripts/postbuild/; add new steps to the list.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { languages } from '../src/i18n/languages.ts'
import { pseudoLanguage } from '../src/i18n/pseudo-language.ts'
import { buildFormEndpoint } from './hosting/rules.ts'
import * as hostingFiles from './postbuild/hosting-files.ts'
import * as serviceWorker from './postbuild/service-worker.ts'
import * as shareImages from './postbuild/share-images.ts'
import * as sitemap from './postbuild/sitemap.ts'
import * as styleValues from './postbuild/style-values.ts'

/**
 * Runs every step over the build in `outDir` (relative to the project), made in the environment `env` (the form
 * endpoint and the pseudo language are read from it). Throws, naming the step, at the first that fails; `warn`
 * prints a step's warnings.
 */
export async function postbuild(outDir: string, env: Record<string, string | undefined>, warn: (message: string) => void): Promise<void> {
  const clientDir = resolve(import.meta.dirname, '..', outDir, 'client')
  if (!existsSync(resolve(clientDir, 'index.html'))) throw new Error(`${clientDir} has no prerendered site; vike build made none.`)
  const pseudo = env.PSEUDO_LOCALE === 'on'
  const languageCodes = [...languages, ...(pseudo ? [pseudoLanguage] : [])].map(({ code }) => code)
  const formEndpoint = env.VITE_FORM_ENDPOINT || buildFormEndpoint()

  const steps: { name: string; run: () => Promise<void> | void }[] = [
    { name: 'style values', run: () => styleValues.run(clientDir) },
    // The pseudo language's QA build (npm run build:pseudo) is never published: it gets no sitemap.
    ...(pseudo ? [] : [{ name: 'sitemap and robots.txt', run: () => sitemap.run(clientDir) }]),
    { name: 'share images', run: () => shareImages.run(clientDir, warn) },
    {
      name: 'hosting files (_headers, _redirects, nginx.conf)',
      run: () => hostingFiles.writeHostingFiles(clientDir, formEndpoint, languageCodes),
    },
    { name: 'service worker', run: () => serviceWorker.run(clientDir, warn) },
  ]
  for (const step of steps) {
    try {
      await step.run()
    } catch (error) {
      throw new Error(`postbuild: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }
}
