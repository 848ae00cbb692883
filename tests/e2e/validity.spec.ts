import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { clientDirOf } from '../support/builds.ts'
import { parseHtml } from '../support/prerendered-html.ts'

const clientDir = clientDirOf()

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name.endsWith('.html') ? [path] : []
  })
}

const pagesOnDisk = htmlFiles(clientDir)

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta />; both forms are valid HTML.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes camelCase attribute names such as hrefLang; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as required="", vike as a bare async; both are valid HTML.
    'attribute-boolean-style': 'off',
    // Phone links must not wrap; Chakra buttons never wrap (white-space: nowrap in their recipe).
    'tel-non-breaking': ['error', { ignoreClasses: ['chakra-button'] }],
  },
})

test.describe('html-validate', () => {
  test('finds the built pages', () => {
    expect(pagesOnDisk.length).toBeGreaterThanOrEqual(12)
  })

  for (const file of pagesOnDisk) {
    test(relative(clientDir, file), async () => {
      const report = await validator.validateString(readFileSync(file, 'utf8'), relative(clientDir, file))
      const errors = report.results.flatMap(({ messages }) =>
        messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
      )
      expect(errors).toEqual([])
    })
  }
})

/** The built file a site-relative URL path resolves to, as the static host serves it. */
function builtFile(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname)
  return [join(clientDir, path), join(clientDir, path, 'index.html')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
}

const ids = new Map<string, Set<string>>()
function idsOf(file: string): Set<string> {
  if (!ids.has(file)) ids.set(file, new Set([...parseHtml(readFileSync(file, 'utf8')).querySelectorAll('[id]')].map(({ id }) => id)))
  return ids.get(file)!
}

test.describe('internal links', () => {
  for (const file of pagesOnDisk) {
    test(`every link and asset of ${relative(clientDir, file)} resolves`, () => {
      const page = parseHtml(readFileSync(file, 'utf8'))
      const pageUrl = new URL(`/${relative(clientDir, file).replace(/index\.html$/, '')}`, 'http://site.test')
      const targets = [...page.querySelectorAll('[href], [src]')].map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src')!,
      )
      const broken = targets.flatMap((target) => {
        const url = new URL(target, pageUrl)
        if (url.origin !== 'http://site.test') return []
        const target_file = builtFile(url.pathname)
        if (!target_file) return [`${target} (no such file)`]
        if (url.hash && !idsOf(target_file).has(decodeURIComponent(url.hash.slice(1))))
          return [`${target} (no #${url.hash.slice(1)} there)`]
        return []
      })
      expect(targets.length).toBeGreaterThan(10)
      expect(broken).toEqual([])
    })
  }
})
