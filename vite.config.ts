import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentCheck, ownPhotos } from './scripts/content/vite-plugin.ts'
import { buildTimeDefine } from './scripts/build-time.ts'
import { localeCheck, localeKeys, pseudoLocale } from './scripts/i18n/vite-plugin.ts'

export default defineConfig({
  plugins: [contentCheck(), ownPhotos(), localeCheck(), pseudoLocale(), localeKeys(), react(), vike()],
  define: buildTimeDefine,
  build: {
    // OUT_DIR lets several builds (e.g. parallel test runs) live side by side.
    outDir: process.env.OUT_DIR ?? 'dist',
    // What ships compressed is measured by npm run bench and the byte budget test; no build gzips every chunk to print it.
    reportCompressedSize: false,
  },
  // A test's copy of the project shares node_modules; its dev server keeps its dependency cache to itself.
  cacheDir: process.env.VITE_CACHE_DIR,
})
