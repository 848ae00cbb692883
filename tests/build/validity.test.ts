import { HtmlValidate } from 'html-validate'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { unbrokenClass } from '../../src/components/ui/unbroken.ts'
import { describe, expect, it } from 'vitest'
import { builtFile, builtHtmlFiles, builtName } from '../support/built-site.ts'
import { parseHtml } from '../support/prerendered-html.ts'

const pagesOnDisk = builtHtmlFiles()

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta />; both forms are valid HTML.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes camelCase attribute names such as hrefLang; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as required="", vike as a bare async; both are valid HTML.
    'attribute-boolean-style': 'off',
    // React writes hidden as hidden="" too (the Save-Data notice until it shows): valid HTML.
    'attribute-empty-style': 'off',
    // Phone links must not wrap. A phone button's label is a sentence around the number, which may wrap
    // between its words; the number itself holds only non-breaking spaces (src/site.config.ts).
    'tel-non-breaking': ['error', { ignoreClasses: ['chakra-button', unbrokenClass] }],
  },
})

describe('html-validate', () => {
  it('finds the built pages', () => {
    expect(pagesOnDisk.length).toBeGreaterThanOrEqual(12)
  })

  it.each(pagesOnDisk.map((file) => [builtName(file), file]))('%s', async (name, file) => {
    const report = await validator.validateString(readFileSync(file, 'utf8'), name)
    const errors = report.results.flatMap(({ messages }) =>
      messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
    )
    expect(errors).toEqual([])
  })
})

/**
 * Messages of the W3C Nu HTML Checker where the checker lags the living standards, each with why.
 * Anything else it says about a built page fails the test.
 */
const checkerLags = [
  {
    message: /^CSS: Unrecognized at-rule “@view-transition”$/,
    why: 'CSS View Transitions Level 2 (cross-document view transitions, in Chromium since 126): the checker’s CSS grammar has no @view-transition rule yet',
  },
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    why: 'HTML Standard: `blocking="render"` is also allowed on <link rel=expect> (holding the first paint until an element is parsed, 2024); the checker knows only stylesheets',
  },
]

interface NuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
}

/** Runs the Nu checker once over every file (Java starts slowly) and returns its messages, warnings included. */
function nuCheck(files: string[]): NuMessage[] {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
  // Java's quick compiler only, cheaper for one short run; its deeper stack frames need a larger stack.
  const java = ['-XX:TieredStopAtLevel=1', '-Xss4m']
  const run = spawnSync('java', [...java, '-jar', jar, '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) {
    throw new Error(
      `Java was not found to run the W3C Nu HTML Checker (${run.error.message}). Install it with ` +
        '`sudo apt-get install default-jre-headless`, or run `bash .ci/run`, which installs what is missing.',
    )
  }
  // The checker writes its JSON report on stderr, and exits with 1 when it found errors; anything else is Java's own failure.
  if ((run.status !== 0 && run.status !== 1) || !run.stderr.trimStart().startsWith('{'))
    throw new Error(`The W3C Nu HTML Checker did not run (Java 11 or later is needed; exit ${run.status}):\n${run.stderr.slice(0, 2000)}`)
  return (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages
}

describe('W3C Nu HTML Checker', () => {
  // One Java run for every page: starting the checker costs more than checking a page.
  it('every built page is valid HTML and CSS', { timeout: 300_000 }, () => {
    const messages = nuCheck(pagesOnDisk)
    // Errors, warnings and unreadable pages count; plain notes (a void element's trailing slash) do not.
    const problems = messages
      .filter(({ type, subType }) => type === 'error' || type === 'non-document-error' || subType === 'warning')
      .filter(({ message }) => !checkerLags.some((lag) => lag.message.test(message)))
      .map(
        ({ type, subType, url, lastLine, message }) => `${builtName(fileURLToPath(url))}:${lastLine ?? '?'} ${subType ?? type}: ${message}`,
      )
    expect(problems).toEqual([])
    // The pages were read: each set-aside message is still said about them, so each reason stays needed.
    for (const lag of checkerLags)
      expect(
        messages.some(({ message }) => lag.message.test(message)),
        lag.why,
      ).toBe(true)
  })
})

const ids = new Map<string, Set<string>>()
function idsOf(file: string): Set<string> {
  if (!ids.has(file)) ids.set(file, new Set([...parseHtml(readFileSync(file, 'utf8')).querySelectorAll('[id]')].map(({ id }) => id)))
  return ids.get(file)!
}

describe('internal links', () => {
  it.each(pagesOnDisk.map((file) => [builtName(file), file]))('every link and asset of %s resolves', (name, file) => {
    const page = parseHtml(readFileSync(file, 'utf8'))
    const pageUrl = new URL(
      `/${name
        .split('\\')
        .join('/')
        .replace(/index\.html$/, '')}`,
      'http://site.test',
    )
    const targets = [...page.querySelectorAll('[href], [src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src')!,
    )
    const broken = targets.flatMap((target) => {
      const url = new URL(target, pageUrl)
      if (url.origin !== 'http://site.test') return []
      const targetFile = builtFile(url.pathname)
      if (!targetFile) return [`${target} (no such file)`]
      if (url.hash && !idsOf(targetFile).has(decodeURIComponent(url.hash.slice(1)))) return [`${target} (no #${url.hash.slice(1)} there)`]
      return []
    })
    expect(targets.length).toBeGreaterThan(10)
    expect(broken).toEqual([])
  })
})
