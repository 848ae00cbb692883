/** Chakra writes an unknown token as is (`z-index: skipLink`), which browsers silently drop: fail the build on it. */
import * as csstree from 'css-tree'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHtml } from '../html.ts'
import { findInlineStyles } from './hosting-files.ts'

export interface InvalidDeclaration {
  property: string
  value: string
  selector: string
  reason: string
}

const themeVariable = /var\(\s*(--ck-[\w\\.-]+)\s*[,)]/g

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

const describeInvalid = ({ property, value, selector, reason }: InvalidDeclaration) =>
  `${property}: ${value} (in ${selector}): ${reason}; is it a theme token that does not exist (src/theme/system.ts)?`

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
