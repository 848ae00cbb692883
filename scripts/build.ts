// One after another: settings are the process's environment, and two Vike builds that start together delete each other's config.
import { build } from 'vike/api'
import { postbuild } from './postbuild.ts'

const outDir = process.env.OUT_DIR ?? 'dist'

const builds = {
  site: {},
  /** The site sending its forms to a local endpoint, for the sending tests (tests/support/form-endpoint.ts). */
  endpoint: { OUT_DIR: `${outDir}-endpoint`, VITE_FORM_ENDPOINT: 'http://127.0.0.1:4599/forms' },
  pseudo: { OUT_DIR: `${outDir}-pseudo`, PSEUDO_LOCALE: 'on' },
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

const print = (name: BuildName, text: string) => console.error(text.replace(/^/gm, labelled ? `[${name}] ` : ''))

/** The environment is put back afterwards: Vite sets NODE_ENV. */
async function runBuild(name: BuildName): Promise<boolean> {
  const saved = { ...process.env }
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
