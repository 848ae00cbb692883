import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The builds the tests use: the site (npm run build), the site with a form endpoint (npm run build:endpoint),
 * the pseudo-language build (npm run build:pseudo), each served on its own port to the browser tests, and the
 * key-mode build (npm run build:keys), which tests/build/ reads.
 */
const outDir = process.env.OUT_DIR ?? 'dist'

/** The client directory of a build, what the browser is served: dist/client by default, like playwright.config.ts. */
export const clientDirOf = (buildDir = outDir) => resolve(import.meta.dirname, '..', '..', buildDir, 'client')

export const sitePort = Number(process.env.E2E_PORT ?? 4173)
export const endpointBuildPort = sitePort + 1
export const endpointBuildDir = `${outDir}-endpoint`
export const pseudoBuildPort = sitePort + 2
export const pseudoBuildDir = `${outDir}-pseudo`
/** The temporary-language build of tests/e2e/new-language.spec.ts, served from its own project copy. */
export const newLanguagePort = sitePort + 3
/** The dev server of tests/e2e/dev-tools/dev-server.spec.ts, also on a project copy. */
export const devServerPort = sitePort + 4
/** The local server tests/e2e/local-server.spec.ts starts, and sends bad requests to. */
export const localServerPort = sitePort + 5
/** The key-mode build (npm run build:keys): every text followed by its key. */
export const keysBuildDir = `${outDir}-keys`
/** The workspace of tests/workspace/owner-workspace.spec.ts, on a project copy of its own. */
export const ownerWorkspacePort = sitePort + 6
/** The translation workspace of tests/workspace/translate-workspace.spec.ts (npm run translate), on a project copy. */
export const translateWorkspacePort = sitePort + 7

/** Stops, saying how to install it, where a program the tests drive is missing. */
export function requireInstalled(path: string, debianPackage: string, override: string): void {
  if (existsSync(path)) return
  throw new Error(
    `${path} was not found. Install it with \`sudo apt-get install --no-install-recommends ${debianPackage}\` (Debian/Ubuntu; .ci/run does it for CI), or set ${override}.`,
  )
}
