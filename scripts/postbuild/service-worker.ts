import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { injectManifest } from '@serwist/build'
import { serviceWorkerPath } from '../../src/components/offline/offline-support.ts'
import { languages } from '../../src/i18n/languages.ts'
import { offlinePagePath } from '../../src/i18n/localized-path.ts'
import { buildTimeDefine } from '../build-time.ts'

const source = resolve(import.meta.dirname, '..', '..', 'src', 'service-worker', 'service-worker.ts')

export async function run(clientDir: string, warn: (message: string) => void): Promise<void> {
  const bundleDir = mkdtempSync(join(tmpdir(), 'service-worker-'))
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...buildTimeDefine },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        copyPublicDir: false,
        lib: { entry: source, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
      },
    })
    const offlinePages = new Map(languages.map(({ code }) => [offlinePageFile(clientDir, offlinePagePath(code)), offlinePagePath(code)]))
    const { count, warnings } = await injectManifest({
      swSrc: join(bundleDir, 'sw.js'),
      swDest: join(clientDir, serviceWorkerPath),
      globDirectory: clientDir,
      globPatterns: [...offlinePages.keys()],
      injectionPoint: 'self.__WB_MANIFEST',
      // Precached under the addresses pages are served at, which the worker asks for.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: offlinePages.get(entry.url) ?? entry.url })),
          warnings: [],
        }),
      ],
    })
    if (count !== offlinePages.size)
      throw new Error(`the service worker would fetch ${count} files ahead, not the ${offlinePages.size} offline pages`)
    for (const warning of warnings) warn(`postbuild: service worker: ${warning}`)
  } finally {
    rmSync(bundleDir, { recursive: true, force: true })
  }
}

function offlinePageFile(clientDir: string, path: string): string {
  const file = ['index.html', '.html']
    .map((ending) => (ending === '.html' ? `${path.slice(1)}.html` : `${path.slice(1)}/${ending}`))
    .find((candidate) => existsSync(join(clientDir, candidate)))
  if (!file) throw new Error(`the offline page ${path} was not built`)
  return file
}
