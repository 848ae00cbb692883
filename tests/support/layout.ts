import type { Page } from '@playwright/test'
import { findLayoutProblems, type LayoutProblem, type LayoutProblemKind } from '../../workspace/ui/shared/find-layout-problems.ts'
import { localeStrings } from './locales.ts'

export type { LayoutProblem, LayoutProblemKind }

/**
 * The layout check (workspace/ui/shared/find-layout-problems.ts) run on the page as it is laid out now, naming
 * the locale key of each text of `language` it can find in the locale files.
 */
export async function layoutProblems(page: Page, language?: string): Promise<LayoutProblem[]> {
  const options = { keys: language ? localeStrings(language) : {} }
  // Sent as source: a transform with esbuild's keepNames wraps functions in a __name helper the page lacks.
  return page.evaluate(
    `(() => { const __name = (target) => target; return (${findLayoutProblems.toString()})(document, ${JSON.stringify(options)}) })()`,
  ) as Promise<LayoutProblem[]>
}

/**
 * The text spacing WCAG 2.2's success criterion 1.4.12 asks a page to survive, as a reader's style sheet
 * sets it: line height 1.5 times the font size, letter spacing 0.12 em, word spacing 0.16 em and 2 em
 * after paragraphs. A constructed style sheet, which the pages' Content-Security-Policy allows.
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }',
    )
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
}

/** One line per problem, for a test's failure message: where, what, which key, why. */
export const formatLayoutProblems = (where: string, problems: LayoutProblem[]) =>
  problems
    .map(
      ({ kind, element, text, key, pixels, reason }) =>
        `${where} ${kind}: ${element}${key ? ` ⟦${key}⟧` : ''}${pixels === undefined ? '' : ` (${pixels} px)`}: “${text}”. ${reason}`,
    )
    .join('\n')
