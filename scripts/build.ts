/**
 * `npm run build` and the builds the tests use: `vike build`, then the post-build steps (scripts/postbuild.ts).
 * Usage: node scripts/build.ts [site] [endpoint] [pseudo] [keys] (the site alone by default). Each build goes to its
 * own folder: <OUT_DIR or dist>, then -endpoint, -pseudo and -keys after it.
 *
 * Several builds: their `vike build`s run one after another, and each build's post-build steps, in this process,
 * beside the next one's `vike build`. Vike loads a project's config files by writing each, transpiled, beside its
 * source under a name made of its content, and deleting it once loaded: two `vike build`s of one project that start
 * together delete each other's file (ERR_MODULE_NOT_FOUND for src/pages/route-table/+route.ts.build-….mjs).
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { vikeBin } from './vike-bin.ts'

const outDir = process.env.OUT_DIR ?? 'dist'

const builds = {
  /** What is published. */
  site: {},
  /** The site sending its forms to a local endpoint, for the sending tests (tests/support/form-endpoint.ts). */
  endpoint: { OUT_DIR: `${outDir}-endpoint`, VITE_FORM_ENDPOINT: 'http://127.0.0.1:4599/forms' },
  /** The site with the pseudo language, for checking translations. */
  pseudo: { OUT_DIR: `${outDir}-pseudo`, PSEUDO_LOCALE: 'on' },
  /** Every text followed by its key, for a reviewer. */
  keys: { OUT_DIR: `${outDir}-keys`, LOCALE_KEYS: 'on' },
} satisfies Record<string, Record<string, string>>
type BuildName = keyof typeof builds

const isBuildName = (name: string): name is BuildName => Object.hasOwn(builds, name)
const names = process.argv.slice(2)
const unknown = names.filter((name) => !isBuildName(name))
if (unknown.length) {
  console.error(`build: no build named ${unknown.join(', ')}; choose among ${Object.keys(builds).join(', ')}`)
  process.exit(1)
}
const chosen = (names.length ? names : ['site']) as BuildName[]
const labelled = chosen.length > 1

/** Prints a build's output; several builds label each line with the build's name. */
const print = (name: BuildName, stream: NodeJS.WriteStream, text: string) =>
  stream.write(text.replace(/^/gm, labelled ? `[${name}] ` : '') + '\n')

/** A build's environment: this process's, with the build's settings over it. */
const envOf = (name: BuildName): Record<string, string | undefined> => ({ ...process.env, ...builds[name] })

/** Runs `vike build` with the build's environment. */
function vikeBuild(name: BuildName): Promise<boolean> {
  const child = spawn(process.execPath, [vikeBin, 'build'], {
    env: envOf(name),
    stdio: labelled ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (labelled) {
    createInterface({ input: child.stdout! }).on('line', (line) => print(name, process.stdout, line))
    createInterface({ input: child.stderr! }).on('line', (line) => print(name, process.stderr, line))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)))
}

// Loaded while the first `vike build` runs.
const postbuildSteps = import('./postbuild.ts')
/** The post-build steps of one build after another's, in this process; false if one failed. */
let postbuilds = Promise.resolve(true)
let failed = false
for (const name of chosen) {
  if (!(await vikeBuild(name))) {
    failed = true
    break
  }
  const env = envOf(name)
  postbuilds = postbuilds.then(async (passed) => {
    try {
      await (await postbuildSteps).postbuild(env.OUT_DIR ?? outDir, env, (message) => print(name, process.stderr, message))
      return passed
    } catch (error) {
      print(name, process.stderr, error instanceof Error ? error.message : String(error))
      return false
    }
  })
}
if (!(await postbuilds)) failed = true
if (failed) {
  console.error('build: failed; its output is above.')
  process.exit(1)
}
