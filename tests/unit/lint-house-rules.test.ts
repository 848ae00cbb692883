import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/project-copy.ts'

const eslint = new ESLint({ cwd: repoRoot })

/** What npm run lint says of `code` in a file at `filePath`. */
async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map(({ message }) => message)
}

describe('npm run lint keeps the house rules', () => {
  it.each([
    ['content reaching for i18n', 'src/content/plans.ts', "import '../i18n/languages'"],
    ['i18n reaching for a component', 'src/i18n/format.ts', "import '../components/ui/section'"],
    ['a component reaching for a route', 'src/components/ui/section.tsx', "import '../../routes/home/home-page'"],
    ['a route reaching for the app', 'src/routes/home/home-page.tsx', "import '../../app/providers'"],
    ['a route reaching for the island registry', 'src/routes/portfolio/projects-section.tsx', "import '../../islands/registry'"],
    ['a component reaching for the island registry', 'src/components/forms/form-section.tsx', "import '../../islands/registry'"],
    ['a route reaching for another route', 'src/routes/home/home-page.tsx', "import '../about/about-page'"],
    ['the app reaching for the island code', 'src/app/providers.tsx', "import '../islands/wake-islands'"],
    ['the island code reaching for the renderer', 'src/islands/wake-islands.ts', "import '../renderer/+onRenderHtml'"],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await messagesFor(filePath, code)).toEqual([expect.stringMatching(/imports flow one way|does not import another route/)])
  })

  it('allows imports that flow the right way', async () => {
    expect(
      await messagesFor(
        'src/routes/home/home-page.tsx',
        "import '../../components/ui/section'\nimport '../../content/plans'\nimport './hero-section'",
      ),
    ).toEqual([])
    expect(await messagesFor('src/routes/portfolio/projects-section.tsx', "import '../../components/island/island'")).toEqual([])
    expect(await messagesFor('src/islands/registry.ts', "import '../routes/portfolio/projects-grid'")).toEqual([])
    expect(await messagesFor('src/islands/hydrate-island.tsx', "import '../app/providers'")).toEqual([])
    expect(await messagesFor('src/content/navigation.ts', "import './pages'")).toEqual([])
  })

  it('keeps Vike to the renderer and pages', async () => {
    expect(await messagesFor('src/components/ui/section.tsx', "import 'vike/server'")).toEqual([
      expect.stringContaining('Only src/renderer and src/pages use Vike.'),
    ])
    expect(await messagesFor('src/renderer/+onRenderHtml.tsx', "import 'vike/server'")).toEqual([])
  })

  it('keeps the three apps one way: the workspace over the build tools over the site', async () => {
    expect(await messagesFor('src/content/plans.ts', "import '../../scripts/content/check-content.ts'")).toEqual([
      expect.stringContaining('src/ is the site: it never imports scripts/, workspace/ or tests/'),
    ])
    expect(await messagesFor('src/site.config.ts', "import '../workspace/server/http.ts'")).toEqual([
      expect.stringContaining('src/ is the site'),
    ])
    expect(await messagesFor('scripts/build.ts', "import '../workspace/server/http.ts'")).toEqual([
      expect.stringContaining('scripts/ never imports the workspace'),
    ])
    expect(await messagesFor('scripts/build.ts', "import '../tests/bench/measure-bytes.ts'")).toEqual([
      expect.stringContaining('scripts/ never imports the tests or the benchmark'),
    ])
    expect(await messagesFor('workspace/ui/shared/find-layout-problems.ts', "import '../../../tests/support/locales.ts'")).toEqual([
      expect.stringContaining('The workspace never imports the tests'),
    ])
    expect(await messagesFor('workspace/server/http.ts', "import '../ui/shared/workspace-api.ts'")).toEqual([
      expect.stringContaining('server never imports its page'),
    ])
    expect(
      await messagesFor('workspace/server/http.ts', "import '../../scripts/i18n/locale-files.ts'\nimport '../../src/i18n/languages.ts'"),
    ).toEqual([])
  })

  it('lets the workspace’s page import its server for types only, and its views flow one way', async () => {
    const save = 'workspace/ui/strings/use-save.ts'
    expect(await messagesFor(save, "import { saveString } from '../../server/save-string.ts'\nexport const s = saveString")).toEqual([
      expect.stringContaining('imports its server for types only'),
    ])
    expect(await messagesFor('workspace/ui/main.tsx', "import { readBytes } from '../server/http.ts'\nexport const r = readBytes")).toEqual(
      [expect.stringContaining('imports its server for types only')],
    )
    expect(await messagesFor(save, "import type { SaveResult } from '../../server/save-string.ts'\nexport type S = SaveResult")).toEqual([])
    expect(await messagesFor('workspace/ui/shared/conflict-view.tsx', "import '../preview/preview-marks.ts'")).toEqual([
      expect.stringContaining('workspace/ui/shared comes after content, strings, preview'),
    ])
    expect(
      await messagesFor(
        'workspace/ui/content/content-view.tsx',
        "import '../strings/use-string-drafts.ts'\nimport '../shared/plain-select.tsx'",
      ),
    ).toEqual([])
  })

  it('refuses an import cycle', async () => {
    // fact-field.tsx imports list-field.tsx: list-field.tsx importing it back closes a cycle.
    expect(await messagesFor('workspace/ui/content/list-field.tsx', "import './fact-field.tsx'")).toEqual([
      expect.stringContaining('Dependency cycle'),
    ])
    expect(await messagesFor('workspace/ui/content/list-field.tsx', "import './schema-node.ts'")).toEqual([])
    for (const file of ['src/app/providers.tsx', 'scripts/build.ts', 'tests/bench/run-bench.ts', 'vite.config.ts', 'eslint.config.js'])
      expect((await eslint.calculateConfigForFile(file)).rules?.['import-x/no-cycle']?.[0], file).toBe(2)
  })

  it('refuses a function in src/ longer than 80 lines', async () => {
    const functionOf = (lines: number) => `export function long() {\n${'  console.info(1)\n'.repeat(lines - 2)}}\n`
    expect(await messagesFor('src/components/ui/section.tsx', functionOf(81))).toEqual([
      expect.stringContaining('too many lines (81). Maximum allowed is 80'),
    ])
    expect(await messagesFor('src/components/ui/section.tsx', functionOf(80))).toEqual([])
  })

  it('refuses a file name that is not kebab-case, and lets Vike’s own names be', async () => {
    expect(await messagesFor('src/components/ui/RatingStars.tsx', 'export {}')).toEqual(['“RatingStars.tsx” is not kebab-case.'])
    expect(await messagesFor('src/routes/home/hero_section.tsx', 'export {}')).toHaveLength(1)
    expect(await messagesFor('src/pages/_error/+Page.tsx', 'export {}')).toEqual([])
  })
})
