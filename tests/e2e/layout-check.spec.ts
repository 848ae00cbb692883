import { expect, test, type Page } from '@playwright/test'
import { layoutProblems } from '../support/layout.ts'

/**
 * The layout check itself (workspace/ui/shared/find-layout-problems.ts), on small pages made for it: each kind
 * of problem is reported, named, and nothing is reported where a visitor would see nothing wrong.
 */
test.use({ viewport: { width: 320, height: 640 } })

async function show(page: Page, body: string) {
  await page.setContent(`<!doctype html><html lang="fr"><head><meta name="viewport" content="width=device-width">
    <style>body { margin: 0; font: 16px/1.5 sans-serif } p { margin: 0 }</style></head><body>${body}</body></html>`)
}

test('a page that scrolls sideways is reported, naming the element that reaches past the screen and how far', async ({ page }) => {
  await show(
    page,
    '<main><p>Bienvenue</p><div style="display: flex"><a href="#" style="flex: none; width: 400px">Appelez-nous</a></div></main>',
  )
  const problems = await layoutProblems(page)
  expect(problems).toEqual([
    expect.objectContaining({ kind: 'sideways-scroll', level: 'error', element: 'a “Appelez-nous”', text: 'Appelez-nous', pixels: 80 }),
  ])
})

test('a word cut in two is reported, with where it was cut', async ({ page }) => {
  await show(page, '<dl><dt style="width: 90px; overflow-wrap: anywhere; font-size: 20px">années d’expérience</dt></dl>')
  const [problem, ...others] = await layoutProblems(page)
  expect(others).toEqual([])
  expect(problem).toMatchObject({ kind: 'cut-word', level: 'error', element: 'dt “années d’expérience”', text: 'd’expérience' })
  expect(problem!.reason).toMatch(/“d’expérience” is cut in two: “d’expér\p{L}*” \/ “\p{L}+”/u)
})

test('a word broken after a hyphen or a soft hyphen in the text is not reported', async ({ page }) => {
  await show(
    page,
    `<p style="width: 70px; overflow-wrap: anywhere">porte-monnaie</p>
     <p style="width: 70px; hyphens: manual">expé\u00adrience</p>`,
  )
  const heights = await page
    .locator('p')
    .evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.getBoundingClientRect().height))
  expect(heights, 'both words do break onto a second line').toEqual([48, 48])
  expect(await layoutProblems(page)).toEqual([])
})

test('text cut off by its box is reported, naming the box that hides it', async ({ page }) => {
  await show(page, '<section style="height: 24px; overflow: hidden"><p>Une ligne, puis une deuxième qui ne se voit plus</p></section>')
  const problems = await layoutProblems(page)
  expect(problems).toEqual([
    expect.objectContaining({
      kind: 'clipped-text',
      level: 'error',
      element: 'p “Une ligne, puis une deuxième qui ne se voit plus”',
      text: 'Une ligne, puis une deuxième qui ne se voit plus',
      reason: expect.stringContaining('cut off by section'),
    }),
  ])
  expect(problems[0]!.pixels, 'most of the second line is out of sight').toBeGreaterThan(18)
})

test('text running out of a box too small for it is reported; the same text in a box that grows is not', async ({ page }) => {
  await show(
    page,
    `<div style="height: 24px; width: 150px">Une étiquette sur deux lignes</div>
     <div style="min-height: 24px; width: 150px">Une étiquette sur deux lignes</div>`,
  )
  const problems = await layoutProblems(page)
  expect(problems).toEqual([
    expect.objectContaining({
      kind: 'clipped-text',
      text: 'Une étiquette sur deux lignes',
      reason: expect.stringContaining('runs out of its box'),
    }),
  ])
  expect(problems[0]!.pixels, 'the second line stands below the box').toBeGreaterThan(18)
})

test('a button whose label wraps is a warning for translators, not an error', async ({ page }) => {
  await show(page, '<button style="width: 120px">Demander un devis gratuit</button><button>Envoyer</button>')
  expect(await layoutProblems(page)).toEqual([
    expect.objectContaining({ kind: 'wrapped-control', level: 'warning', element: 'button “Demander un devis gratuit”' }),
  ])
})

test('text hidden for screen readers only is not measured, and a page that fits reports nothing', async ({ page }) => {
  await show(
    page,
    `<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap">Aller au contenu principal</span>
     <h1 style="font-size: 28px">Développement d’applications professionnelles</h1><p>Un paragraphe qui passe à la ligne entre les mots, comme il se doit.</p>`,
  )
  expect(await layoutProblems(page)).toEqual([])
})

test('each problem names the locale key of its text, placeholders included', async ({ page }) => {
  await show(page, '<div style="display: flex"><a href="#" style="flex: none; width: 400px">Appelez-nous : +233 20 123 4567</a></div>')
  const [problem] = await layoutProblems(page, 'fr')
  expect(problem).toMatchObject({ kind: 'sideways-scroll', key: 'home:hero.callNow' })
})
