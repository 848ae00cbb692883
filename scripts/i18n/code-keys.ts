import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import type { LocaleFile } from './locale-files.ts'
import { pluralSuffix } from './locale-rules.ts'
import { error, warning, type Problem } from './problems.ts'

/** A key in code: a t() argument, a `…Key(s)` property's value, or a dotted string in src/content/. */
export interface KeyUsage {
  file: string
  line: number
  key: string
  /** From a 'namespace:key' prefix or t()'s { ns: '…' }; absent means any namespace. */
  namespace?: string
  /** For t(`cards.${id}.title`): the keys it can reach. */
  pattern?: RegExp
}

export interface CodeKeys {
  usages: KeyUsage[]
  /** Every string literal of the code, so a key kept in a lookup table still counts as used. */
  literals: Set<string>
}

const keyProperty = /Keys?$/
/** What a key looks like: `hero.title`, `home:faq.items.price.question`; never a path, a URL or a sentence. */
const keyShape = /^(\w+:)?\w+(\.\w+)*$/
const dottedKey = /^(\w+:)?[a-z]\w*(\.[a-z]\w*)+$/
/** A data file's name (a collection's record names its file) is dotted too, but never a key. */
const fileName = /\.(json|tsx?)$/

export function findKeyUsages(root: string, directories: string[], namespaces: readonly string[]): CodeKeys {
  const found: CodeKeys = { usages: [], literals: new Set() }
  for (const path of directories.flatMap((directory) => sourceFiles(join(root, directory)))) {
    const file = relative(root, path)
    const isContent = file.startsWith(join('src', 'content'))
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    const added = new Set<ts.Node>()
    const add = (node: ts.Node, namespace?: string) => {
      if (added.has(node)) return
      added.add(node)
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      if (isText(node) && keyShape.test(node.text)) found.usages.push({ file, line, ...splitNamespace(node.text, namespaces, namespace) })
      else if (ts.isTemplateExpression(node) && keyShape.test(templateText(node)))
        found.usages.push({ file, line, namespace, key: node.getText(), pattern: templatePattern(node) })
    }
    const addAll = (node: ts.Node) => {
      if (ts.isArrayLiteralExpression(node)) node.elements.forEach(addAll)
      else if (ts.isObjectLiteralExpression(node))
        node.properties.forEach((property) => ts.isPropertyAssignment(property) && addAll(property.initializer))
      else if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) addAll(node.expression)
      else add(node)
    }
    const visit = (node: ts.Node) => {
      if (isText(node)) {
        found.literals.add(node.text)
        if (isContent && dottedKey.test(node.text) && !fileName.test(node.text)) add(node)
      }
      if (ts.isCallExpression(node) && isTranslateFunction(node.expression) && node.arguments[0])
        add(node.arguments[0], namespaceOption(node.arguments[1]))
      else if (ts.isPropertyAssignment(node) && keyProperty.test(node.name.getText())) addAll(node.initializer)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

export function undefinedKeys({ usages }: CodeKeys, source: LocaleFile[]): Problem[] {
  return usages
    .filter((usage) => !source.some((file) => [...file.strings.keys()].some((key) => reaches(usage, file.namespace, key))))
    .map(({ file, line, key, namespace }) =>
      error({
        file,
        line,
        key,
        reason: `is used here but is not a key of ${namespace ? `locales/en/${namespace}.json` : 'any file in locales/en/'}`,
      }),
    )
}

/** English keys nothing in code reaches: warnings, since a key may be about to be used. */
export function unusedKeys({ usages, literals }: CodeKeys, source: LocaleFile[], directories: string[]): Problem[] {
  const written = (namespace: string, key: string) =>
    [key, key.replace(pluralSuffix, '')].some((name) => literals.has(name) || literals.has(`${namespace}:${name}`))
  return source.flatMap(({ file, namespace, strings, lines }) =>
    [...strings.keys()]
      .filter((key) => !written(namespace, key) && !usages.some((usage) => reaches(usage, namespace, key)))
      .map((key) =>
        warning({
          file,
          line: lines.get(key),
          key,
          reason: `is not used in ${directories.join('/ or ')}/; if it is no longer needed, remove it from every language`,
        }),
      ),
  )
}

function reaches(usage: KeyUsage, namespace: string, key: string): boolean {
  if (usage.namespace && usage.namespace !== namespace) return false
  const base = key.replace(pluralSuffix, '')
  return usage.pattern ? usage.pattern.test(key) || usage.pattern.test(base) : usage.key === key || usage.key === base
}

function splitNamespace(text: string, namespaces: readonly string[], namespace?: string): Pick<KeyUsage, 'key' | 'namespace'> {
  const [prefix, ...rest] = text.split(':')
  return rest.length && namespaces.includes(prefix!) ? { namespace: prefix, key: rest.join(':') } : { namespace, key: text }
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)

function isTranslateFunction(callee: ts.Expression): boolean {
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
  return /^t($|[A-Z])/.test(name)
}

const templateText = (template: ts.TemplateExpression) =>
  template.head.text + template.templateSpans.map((span) => `x${span.literal.text}`).join('')

function namespaceOption(options: ts.Expression | undefined): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined
  const ns = options.properties.find((property) => property.name?.getText() === 'ns')
  return ns && ts.isPropertyAssignment(ns) && ts.isStringLiteral(ns.initializer) ? ns.initializer.text : undefined
}

function templatePattern(template: ts.TemplateExpression): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const parts = [escape(template.head.text), ...template.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`)]
  return new RegExp(`^${parts.join('')}$`)
}

function sourceFiles(directory: string): string[] {
  // Entries as listed, not followed: a symbolic link in a received tree is not walked into.
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}
