import { afterAll, expect, it } from 'vitest'
import { vikeBin } from '../../scripts/vike-bin.ts'
import { ProjectCopy } from '../support/project-copy.ts'

const copy = new ProjectCopy()
afterAll(() => copy.remove())

it('a broken locale file stops the build, naming the file, the line, the key and the reason', () => {
  copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": ""')
  // `vike build`, as npm run build starts it, in the copy.
  const build = copy.run(`"${process.execPath}" "${vikeBin}" build`)
  expect(build.status).not.toBe(0)
  expect(build.output).toContain('locales/fr/home.json:6 › meta.breadcrumb: is empty')
}, 120_000)
