import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // OUT_DIR lets several builds (e.g. parallel test runs) live side by side.
  build: { outDir: process.env.OUT_DIR ?? 'dist' },
})
