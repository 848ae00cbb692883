import type { KnipConfig } from 'knip'

/**
 * Unused files, exports and dependencies (npm run knip). Knip's own plugins find the entries of Vike, Vite,
 * Vitest, Playwright and ESLint; the entries below are the ones no configuration names.
 */
const config: KnipConfig = {
  entry: [
    // npm scripts run these with Node; knip reads package.json's scripts too, this keeps them if a script moves.
    'scripts/*.ts',
    // npm run translate and translate:screenshots.
    'workspace/*.ts',
    // The workspace's page loads it from the HTML that workspace/server/vite-plugin.ts serves.
    'workspace/ui/main.tsx',
    // The service worker: scripts/postbuild/service-worker.ts bundles it from its path into /sw.js.
    'src/service-worker/service-worker.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'workspace/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '*.ts'],
  ignoreDependencies: [
    // The W3C Nu HTML Checker's jar: tests/build/validity.test.ts resolves its file and runs it with Java.
    'vnu-jar',
    // Font files the build reads by path (scripts/fonts/): the face it cuts, and the stand-ins it measures.
    '@fontsource-variable/source-sans-3',
    '@fontsource-variable/roboto',
    '@fontsource/arimo',
    '@fontsource/dejavu-sans',
  ],
  ignoreBinaries: [
    // Debian's Java runs the Nu checker; .ci/run installs it (default-jre-headless).
    'java',
    // Debian's Xvfb (xvfb) gives WebKitGTK a display and localedef (locales) its languages; .ci/run installs both.
    'Xvfb',
    'localedef',
  ],
}

export default config
