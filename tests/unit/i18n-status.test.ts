import { afterEach, describe, expect, it } from 'vitest'
import { statusTable, translationStatus } from '../../scripts/i18n/status.ts'
import { ProjectCopy, repoRoot } from '../support/project-copy.ts'

describe('npm run i18n:status', () => {
  let copy: ProjectCopy | undefined
  afterEach(() => copy?.remove())

  it('counts every key of every namespace as translated today, French plural forms included', () => {
    const status = translationStatus(repoRoot)
    expect(status.filter(({ translated, total }) => translated !== total)).toEqual([])
    const portfolio = (language: string) => status.find((row) => row.language === language && row.namespace === 'portfolio')!
    expect(portfolio('fr').total).toBe(portfolio('en').total + 1)
  })

  it('does not count a text left empty or in English, and shows it in the table', () => {
    copy = new ProjectCopy()
    copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": "Home"')
    copy.replace('locales/fr/home.json', '"getFreeQuote": "Demander un devis gratuit"', '"getFreeQuote": ""')
    const status = translationStatus(copy.root)
    const home = status.find((row) => row.language === 'fr' && row.namespace === 'home')!
    expect(home.translated).toBe(home.total - 2)
    expect(statusTable(status)).toMatch(
      new RegExp(`^home\\s+${home.total}/${home.total} 100%\\s+${home.total - 2}/${home.total} 9\\d%$`, 'm'),
    )
  })
})
