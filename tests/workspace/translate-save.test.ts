import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLocales } from '../../scripts/i18n/check-locales.ts'
import { fileVersion, saveString, type SaveRequest } from '../../workspace/server/save-string.ts'
import { ProjectCopy } from '../support/project-copy.ts'

/** The lines of `after` that differ from `before`, for files of the same length. */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n')
  return after.split('\n').flatMap((line, index) => (line === old[index] ? [] : [{ line: index + 1, before: old[index], after: line }]))
}

describe('the translation workspace saves one string (workspace/server/save-string.ts)', () => {
  let copy: ProjectCopy
  afterEach(() => copy.remove())

  /** A save as the workspace sends it, from the file as it was read. */
  const request = (namespace: string, key: string, text: string, changes: Partial<SaveRequest> = {}): SaveRequest => {
    const file = copy.read(`locales/fr/${namespace}.json`)
    const base = key.split('.').reduce<unknown>((group, name) => (group as Record<string, unknown>)[name], JSON.parse(file)) as string
    return { language: 'fr', namespace, key, text, version: fileVersion(file), base, ...changes }
  }

  it('changes exactly the line of that string, and records it as checked against today’s English, which clears its review flag', () => {
    copy = new ProjectCopy()
    copy.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us Today: {{phone}}"')
    expect(checkLocales(copy.root, { code: false })).toEqual([expect.objectContaining({ key: 'hero.callNow', level: 'warning' })])
    const before = copy.read('locales/fr/home.json')
    const result = saveString(copy.root, request('home', 'hero.callNow', 'Appelez-nous dès aujourd’hui\u00a0: {{phone}}'))
    const after = copy.read('locales/fr/home.json')
    expect(result).toEqual({ status: 'saved', file: 'locales/fr/home.json', version: fileVersion(after), line: expect.any(Number) })
    expect(changedLines(before, after)).toEqual([
      {
        line: (result as { line: number }).line,
        before: '    "callNow": "Appelez-nous\u00a0: {{phone}}",',
        after: '    "callNow": "Appelez-nous dès aujourd’hui\u00a0: {{phone}}",',
      },
    ])
    expect(JSON.parse(copy.read('locales/translated-from.json')).fr['home:hero.callNow']).toBe('Call Us Today: {{phone}}')
    expect(checkLocales(copy.root, { code: false })).toEqual([])
    expect(readdirSync(join(copy.root, 'locales/fr')).filter((name) => !name.endsWith('.json'))).toEqual([])
  })

  it('refuses a translation that breaks a rule of the locale check, in plain words, and leaves the file as it was', () => {
    copy = new ProjectCopy()
    const before = copy.read('locales/fr/home.json')
    const record = copy.read('locales/translated-from.json')
    // Each reason in English, as the command line prints it, and with its code and values, for the workspace to word.
    expect(saveString(copy.root, request('home', 'hero.callNow', 'Appelez-nous\u00a0: {{telephone}}'))).toEqual({
      status: 'refused',
      reasons: [expect.stringContaining("must keep English's placeholders and tags, exactly as written ({{phone}}); it has {{telephone}}")],
      problems: [
        {
          reason: expect.stringContaining('placeholders'),
          refusal: { code: 'placeholders', values: { english: '{{phone}}', got: '{{telephone}}' } },
        },
      ],
    })
    expect(saveString(copy.root, request('home', 'hero.callNow', 'Appelez-nous : {{phone}}'))).toEqual({
      status: 'refused',
      reasons: [expect.stringContaining('has a plain space before : ; ? ! or »')],
      problems: [{ reason: expect.any(String), refusal: { code: 'typographyPlainSpaceBeforeSign' } }],
    })
    expect(saveString(copy.root, request('common', 'header.getQuote', 'Demandez votre devis gratuit'))).toEqual({
      status: 'refused',
      reasons: [expect.stringContaining('is 28 characters, over the limit of 20')],
      problems: [
        {
          reason: expect.any(String),
          refusal: { code: 'overLimitHeaderButton', values: { length: 28, max: 20, shown: 'Demandez votre devis gratuit' } },
        },
      ],
    })
    expect(copy.read('locales/fr/home.json')).toBe(before)
    expect(copy.read('locales/translated-from.json')).toBe(record)
  })

  it('never overwrites a change made on disk to the same string since it was read: it answers with both versions', () => {
    copy = new ProjectCopy()
    const read = request('home', 'hero.callNow', 'Appelez-nous maintenant\u00a0: {{phone}}')
    copy.replace('locales/fr/home.json', '"callNow": "Appelez-nous\u00a0: {{phone}}"', '"callNow": "Téléphonez-nous\u00a0: {{phone}}"')
    const onDisk = copy.read('locales/fr/home.json')
    expect(saveString(copy.root, read)).toEqual({
      status: 'conflict',
      file: 'locales/fr/home.json',
      version: fileVersion(onDisk),
      disk: 'Téléphonez-nous\u00a0: {{phone}}',
      mine: 'Appelez-nous maintenant\u00a0: {{phone}}',
    })
    expect(copy.read('locales/fr/home.json')).toBe(onDisk)
    // Choosing mine: the save is sent again with the version just shown.
    expect(saveString(copy.root, { ...read, version: fileVersion(onDisk), base: 'Téléphonez-nous\u00a0: {{phone}}' })).toMatchObject({
      status: 'saved',
    })
    expect(JSON.parse(copy.read('locales/fr/home.json')).hero.callNow).toBe('Appelez-nous maintenant\u00a0: {{phone}}')
  })

  it('writes nothing into a file left broken on disk (a merge half done): it says which file and where', () => {
    copy = new ProjectCopy()
    const read = request('home', 'hero.callNow', 'Appelez-nous maintenant\u00a0: {{phone}}')
    copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '<<<<<<< HEAD\n"breadcrumb": "Accueil"')
    const broken = copy.read('locales/fr/home.json')
    const line = broken.split('\n').findIndex((text) => text.includes('<<<<<<<')) + 1
    expect(saveString(copy.root, read)).toEqual({
      status: 'refused',
      reasons: [
        expect.stringMatching(
          new RegExp(`^cannot go into locales/fr/home.json until that file is fixed: it is not valid JSON .*\\(line ${line}\\)$`),
        ),
      ],
    })
    expect(copy.read('locales/fr/home.json')).toBe(broken)
  })

  it('keeps another string changed on disk meanwhile (a pull) and saves its own on top', () => {
    copy = new ProjectCopy()
    const read = request('home', 'hero.callNow', 'Appelez-nous maintenant\u00a0: {{phone}}')
    copy.replace('locales/fr/home.json', '"breadcrumb": "Accueil"', '"breadcrumb": "Page d’accueil"')
    expect(saveString(copy.root, read)).toMatchObject({ status: 'saved' })
    const home = JSON.parse(copy.read('locales/fr/home.json'))
    expect(home.meta.breadcrumb).toBe('Page d’accueil')
    expect(home.hero.callNow).toBe('Appelez-nous maintenant\u00a0: {{phone}}')
  })

  it('writes nothing outside locales/: only the site’s translated languages, namespaces and English keys are accepted', () => {
    copy = new ProjectCopy()
    const packageJson = copy.read('package.json')
    const base = request('home', 'hero.callNow', '{ "x": 1 }')
    for (const [changes, reason] of [
      [{ language: '../..' }, '“../..” is not a language to translate into (fr)'],
      [{ language: 'en' }, '“en” is not a language to translate into (fr)'],
      [{ namespace: '../../package' }, '“../../package” is not a part of the site'],
      [{ key: 'hero.__proto__' }, 'home:hero.__proto__ is not a key of the English texts'],
    ] as const) {
      expect(saveString(copy.root, { ...base, ...changes })).toEqual({ status: 'unknown', reasons: [expect.stringContaining(reason)] })
    }
    expect(copy.read('package.json')).toBe(packageJson)
    expect(readdirSync(copy.root).sort()).toEqual([
      '.prettierrc.json',
      'locales',
      'node_modules',
      'package.json',
      'scripts',
      'src',
      'tsconfig.json',
      'vite.config.ts',
      'workspace',
    ])
  })
})
