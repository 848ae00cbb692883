/**
 * Chakra passes a value that names no token of the theme straight into the CSS: `zIndex="skipLink"`
 * without a `skipLink` z-index token becomes `z-index: skipLink`, `width="22"` without a size `22`
 * becomes `width: 22`. Browsers drop such declarations without a word. This step reads the Emotion
 * CSS prerendered into every page and fails the build on any declaration that is not valid CSS
 * (css-tree's grammar of each property), and on any theme variable a style reads but no style defines.
 */
import * as csstree from 'css-tree'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHtml } from '../html.ts'
import { findInlineStyles } from './hosting-files.ts'

/** A declaration the build refuses, and why. */
export interface InvalidDeclaration {
  property: string
  value: string
  selector: string
  reason: string
}

/** The theme's own variables: Chakra names them `--ck-…` (cssVarsPrefix in src/theme/system.ts). */
const themeVariable = /var\(\s*(--ck-[\w\\.-]+)\s*[,)]/g

/** The declarations of the CSS that browsers would drop, and the theme variables read but never defined. */
export function findInvalidDeclarations(css: string): InvalidDeclaration[] {
  const ast = csstree.parse(css, { parseValue: true, parseCustomProperty: false })
  const defined = new Set<string>()
  const found: InvalidDeclaration[] = []
  const read: (InvalidDeclaration & { variable: string })[] = []
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(declaration) {
      // Descriptors of at-rules (`@view-transition { navigation: auto }`) are not properties.
      if (!this.rule) return
      const value = csstree.generate(declaration.value)
      const selector = csstree.generate(this.rule.prelude)
      if (declaration.property.startsWith('--')) {
        defined.add(declaration.property)
        return
      }
      for (const [, variable] of value.matchAll(themeVariable)) {
        read.push({ property: declaration.property, value, selector, variable: variable!, reason: '' })
      }
      // css-tree cannot match a value holding var(): the browser resolves it only at computed-value time.
      if (/\bvar\(/i.test(value)) return
      const match = csstree.lexer.matchDeclaration(declaration)
      if (match.error) {
        found.push({ property: declaration.property, value, selector, reason: 'not a valid value of the property' })
      }
    },
  })
  for (const { variable, ...declaration } of read) {
    if (!defined.has(variable)) found.push({ ...declaration, reason: `reads ${variable}, which no style defines` })
  }
  return found
}

/** One line per problem, naming property and value, as the build prints them. */
const describeInvalid = ({ property, value, selector, reason }: InvalidDeclaration) =>
  `${property}: ${value} (in ${selector}): ${reason}; is it a theme token that does not exist (src/theme/system.ts)?`

/** The problems of every page's prerendered styles, each named once with the pages it is on. */
export function checkStyleValues(clientDir: string): string[] {
  const pagesOf = new Map<string, string[]>()
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  for (const file of files) {
    const css = findInlineStyles(parseHtml(readFileSync(join(clientDir, file), 'utf8'))).join('\n')
    for (const problem of new Set(findInvalidDeclarations(css).map(describeInvalid))) {
      pagesOf.set(problem, [...(pagesOf.get(problem) ?? []), file])
    }
  }
  return [...pagesOf].map(([problem, pages]) => `${problem} [${pages.length === 1 ? pages[0] : `${pages.length} pages`}]`)
}

export function run(clientDir: string): void {
  const problems = checkStyleValues(clientDir)
  if (problems.length) throw new Error(`styles browsers would drop:\n  ${problems.join('\n  ')}`)
}
