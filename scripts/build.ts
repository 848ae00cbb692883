/**
 * `npm run build` and the builds the tests use: `vike build`, then the post-build steps (scripts/postbuild.ts).
 * Usage: node scripts/build.ts [site] [endpoint] [pseudo] [keys] (the site alone by default). Each build goes to its
 * own folder: <OUT_DIR or dist>, then -endpoint, -pseudo and -keys after it.
 *
 * Every build runs in this process, one after another: Vike's build API with the build's settings in the environment,
 * then its post-build steps, before the next build sets its own. A process per `vike build` loaded Vite, Rolldown and
 * the project's modules anew each time: the four test builds took 23–24 CPU-seconds so, 15 here, with the same
 * output byte for byte. One after another, because the settings are the process's environment (Vite and the site's
 * plugins read it while a build loads its config, the post-build steps while they run), and because two builds of one
 * project that start together delete each other's transpiled config file (Vike writes it beside its source under a
 * name made of its content and deletes it once loaded).
 */
import { build } from 'vike/api'
import { postbuild } from './postbuild.ts'

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

/** Prints a build's messages; several builds label each line with the build's name. */
const print = (name: BuildName, text: string) => console.error(text.replace(/^/gm, labelled ? `[${name}] ` : ''))

/**
 * Runs `vike build`, then the post-build steps, with the build's environment as this process's; the environment is
 * as it was afterwards, whatever the build set in it (Vite sets NODE_ENV). False if either failed.
 */
async function runBuild(name: BuildName): Promise<boolean> {
  const saved = { ...process.env }
  // This process's environment, with the build's settings over it.
  const env: Record<string, string | undefined> = { ...saved, ...builds[name] }
  const buildDir = env.OUT_DIR ?? outDir
  Object.assign(process.env, env)
  if (labelled) console.log(`\n[${name}] vike build into ${buildDir}/`)
  try {
    await build()
    await postbuild(buildDir, env, (message) => print(name, message))
    return true
  } catch (error) {
    print(name, error instanceof Error ? error.message : String(error))
    return false
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

for (const name of chosen) {
  if (!(await runBuild(name))) {
    console.error('build: failed; its output is above.')
    process.exit(1)
  }
}
