// npm run bench [-- --runs 3] [--tap-runs 5] [--typing-runs 5] [--press-runs 3] [--font-runs 5] [--only /,/fr/] [--skip-lighthouse] [--press-only] [--fonts-only] [--update-docs]
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { localizedPageUrls } from '../../src/seo/site-urls.ts'
import { measureInitialLoad } from './measure-bytes.ts'
import { measureFirstPress } from './measure-first-press.ts'
import { measureFontCost } from './measure-font-cost.ts'
import { measureFormTyping } from './measure-form-typing.ts'
import { measureMenuTap } from './measure-menu-tap.ts'
import { measurePhotoBytes } from './measure-photo-bytes.ts'
import { firstPressTable, fontTable, markdownTable, photoTable, type PageMeasurement } from './report.ts'
import { interleavedMedians } from './run-lighthouse.ts'
import { parseHtml } from '../../scripts/html.ts'
import { fontFolder } from '../../scripts/postbuild/fonts.ts'
import { startStaticServer } from '../../scripts/static-server.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'tap-runs': { type: 'string', default: '5' },
    'typing-runs': { type: 'string', default: '5' },
    'press-runs': { type: 'string', default: '3' },
    'press-only': { type: 'boolean', default: false },
    'font-runs': { type: 'string', default: '5' },
    'fonts-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'update-docs': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const tapRuns = Number(values['tap-runs'])
const typingRuns = Number(values['typing-runs'])
const pressRuns = Number(values['press-runs'])
const pressOnly = values['press-only']
const fontRuns = Number(values['font-runs'])
const fontsOnly = values['fonts-only']
const projectRoot = resolve(import.meta.dirname, '../..')
const clientDir = resolve(projectRoot, process.env.OUT_DIR ?? 'dist', 'client')
const paths = values.only ? values.only.split(',') : localizedPageUrls().map(({ path }) => path)

/** The floor runs with scripting on, so its photos are shown as a page without scripts shows them. */
function stripScripts(html: string): string {
  const page = parseHtml(html)
  for (const element of page.querySelectorAll('script:not([type$="json"]), link[rel="modulepreload"]')) element.remove()
  page.documentElement.dataset.photos = 'shown'
  return `<!DOCTYPE html>${page.documentElement.outerHTML}`
}

function hasForm(path: string): boolean {
  const file = join(clientDir, path, 'index.html')
  return parseHtml(readFileSync(file, 'utf8')).querySelector('form[data-form]') !== null
}

const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'))
cpSync(clientDir, floorDir, { recursive: true })
for (const file of readdirSync(floorDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))) {
  writeFileSync(join(floorDir, file), stripScripts(readFileSync(join(floorDir, file), 'utf8')))
}

/** The same site with every font request refused (404): what the type costs is the difference. */
const noFontDir = mkdtempSync(join(tmpdir(), 'bench-no-fonts-'))
cpSync(clientDir, noFontDir, { recursive: true })
rmSync(join(noFontDir, fontFolder), { recursive: true, force: true })

const servers: Server[] = [
  await startStaticServer({ root: clientDir, port: 4401 }),
  await startStaticServer({ root: floorDir, port: 4402 }),
  await startStaticServer({ root: noFontDir, port: 4404 }),
]
const withScriptsUrl = (path: string) => `http://127.0.0.1:4401${path}`
const floorUrl = (path: string) => `http://127.0.0.1:4402${path}`
const noFontUrl = (path: string) => `http://127.0.0.1:4404${path}`

async function measureType(): Promise<Pick<PageMeasurement, 'path' | 'fontCost'>[]> {
  const pages: Pick<PageMeasurement, 'path' | 'fontCost'>[] = []
  for (const path of paths) {
    console.log(`The type on ${path} ×${fontRuns}: a first visit on a slow phone, with fonts and with every font request refused…`)
    pages.push({ path, fontCost: await measureFontCost(withScriptsUrl(path), noFontUrl(path), fontRuns) })
  }
  return pages
}

try {
  if (fontsOnly) {
    const pages = await measureType()
    const table = fontTable(pages, fontRuns)
    mkdirSync(resolve(projectRoot, 'reports'), { recursive: true })
    writeFileSync(
      resolve(projectRoot, 'reports/type.json'),
      `${JSON.stringify({ date: new Date().toISOString(), fontRuns, pages }, null, 2)}\n`,
    )
    console.log(`\n${table}\n\nWritten to reports/type.json.`)
  } else if (pressOnly) {
    const pages: Pick<PageMeasurement, 'path' | 'firstPress'>[] = []
    for (const path of paths.filter(hasForm)) {
      console.log(`The first press of Send on ${path} ×${pressRuns}: at load and woken, empty and filled, slow 4G and 3G, CPU slowed 4×…`)
      pages.push({ path, firstPress: await measureFirstPress(withScriptsUrl(path), floorUrl(path), pressRuns) })
    }
    const table = firstPressTable(pages, pressRuns)
    mkdirSync(resolve(projectRoot, 'reports'), { recursive: true })
    writeFileSync(
      resolve(projectRoot, 'reports/first-press.json'),
      `${JSON.stringify({ date: new Date().toISOString(), pressRuns, pages }, null, 2)}\n`,
    )
    console.log(`\n${table}\n\nWritten to reports/first-press.json.`)
  } else {
    console.log(`Measuring bytes of ${paths.length} pages…`)
    const bytes = await measureInitialLoad(paths.flatMap((path) => [withScriptsUrl(path), floorUrl(path)]))
    const pages: PageMeasurement[] = []
    for (const path of paths) {
      const measurement: PageMeasurement = {
        path,
        withScripts: { bytes: bytes.get(withScriptsUrl(path))! },
        noScriptFloor: { bytes: bytes.get(floorUrl(path))! },
      }
      if (!values['skip-lighthouse']) {
        console.log(`Lighthouse ×${runs} on ${path}, with and without scripts…`)
        const [withScripts, floor] = await interleavedMedians([withScriptsUrl(path), floorUrl(path)], runs)
        measurement.withScripts.lighthouse = withScripts
        measurement.noScriptFloor.lighthouse = floor
      }
      console.log(`Photos at 375 px: 1×, 2× and saving data…`)
      measurement.photos = await measurePhotoBytes(withScriptsUrl(path))
      console.log(`The first tap on its mobile menu ×${tapRuns}, CPU slowed 4×…`)
      measurement.menuTap = await measureMenuTap(withScriptsUrl(path), tapRuns)
      if (hasForm(path)) {
        console.log(`The first typing in its form ×${typingRuns}, with and without scripts, CPU slowed 4×…`)
        measurement.formTyping = await measureFormTyping(withScriptsUrl(path), floorUrl(path), typingRuns)
        console.log(`The first press of Send ×${pressRuns}: at load and woken, empty and filled, slow 4G and 3G, CPU slowed 4×…`)
        measurement.firstPress = await measureFirstPress(withScriptsUrl(path), floorUrl(path), pressRuns)
      }
      console.log(`The type ×${fontRuns}: a first visit on a slow phone, with fonts and with every font request refused…`)
      measurement.fontCost = await measureFontCost(withScriptsUrl(path), noFontUrl(path), fontRuns)
      pages.push(measurement)
    }

    const table = `${markdownTable(pages, runs, tapRuns, typingRuns)}\n\n${photoTable(pages)}\n\n${fontTable(pages, fontRuns)}\n\n${firstPressTable(pages, pressRuns)}`
    mkdirSync(resolve(projectRoot, 'reports'), { recursive: true })
    writeFileSync(
      resolve(projectRoot, 'reports/benchmark.json'),
      `${JSON.stringify({ date: new Date().toISOString(), runs, tapRuns, typingRuns, pressRuns, pages }, null, 2)}\n`,
    )
    writeFileSync(resolve(projectRoot, 'reports/benchmark.md'), `${table}\n`)
    console.log(`\n${table}\n\nWritten to reports/benchmark.json and reports/benchmark.md.`)

    if (values['update-docs']) {
      const reportPath = resolve(projectRoot, 'docs/performance.md')
      const report = readFileSync(reportPath, 'utf8')
      const updated = report.replace(/(<!-- benchmark:start -->\n)[\s\S]*?(\n<!-- benchmark:end -->)/, `$1${table}$2`)
      if (updated === report) throw new Error('docs/performance.md has no <!-- benchmark:start --> … <!-- benchmark:end --> markers')
      writeFileSync(reportPath, updated)
      console.log('docs/performance.md updated.')
    }
  }
} finally {
  for (const server of servers) server.close()
  rmSync(floorDir, { recursive: true, force: true })
  rmSync(noFontDir, { recursive: true, force: true })
}
