import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { parseRedirectsFile } from '../../scripts/hosting/static-host-files.ts'
import { clientDirOf } from './builds.ts'

/**
 * The prerendered files of a build, read as the static host serves them, for the tests that read the build
 * without a browser (tests/build/). Each needs its build first: npm run build (build:pseudo, build:keys).
 */

/** Every HTML file of a build's client folder, its assets aside. */
export function builtHtmlFiles(buildDir?: string): string[] {
  const clientDir = clientDirOf(buildDir)
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir} has no built site: build it first (npm test does).`)
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.split(sep).includes('assets'))
    .map((file) => join(clientDir, file))
    .sort()
}

/** The built file a site-relative URL path resolves to, as the static host serves it (clean URLs). */
export function builtFile(pathname: string, buildDir?: string): string | undefined {
  const clientDir = clientDirOf(buildDir)
  const path = decodeURIComponent(pathname)
  return [join(clientDir, path), join(clientDir, path, 'index.html'), join(clientDir, `${path}.html`)].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
}

/** The prerendered HTML of a page at its URL path. */
export function builtPage(pathname: string, buildDir?: string): string {
  const file = builtFile(pathname, buildDir)
  if (!file) throw new Error(`${pathname} was not built in ${clientDirOf(buildDir)}`)
  return readFileSync(file, 'utf8')
}

/** The not-found page an unknown address gets by the build's own _redirects, as the static host serves it. */
export function builtNotFoundPage(pathname: string, buildDir?: string): string {
  const { notFound } = parseRedirectsFile(readFileSync(join(clientDirOf(buildDir), '_redirects'), 'utf8'))
  const { page } = notFound.find(({ prefix }) => pathname.startsWith(prefix)) ?? { page: '/404.html' }
  return builtPage(page, buildDir)
}

/** A built file's path in its client folder, as a failure names it. */
export const builtName = (file: string, buildDir?: string) => relative(clientDirOf(buildDir), file)
