import { describe, expect, it } from 'vitest'
import { defaultLanguage, languages } from '../../src/i18n/languages'
import { namespaces } from '../../src/i18n/namespaces'
import { flatten, localeNamespaces, readLocale } from '../support/locales'

const translations = languages.filter(({ code }) => code !== defaultLanguage)

describe('locale files', () => {
  it('English has exactly the namespaces the code declares', () => {
    expect(localeNamespaces(defaultLanguage)).toEqual([...namespaces].sort())
  })

  for (const { code } of translations) {
    describe(code, () => {
      it('has the same namespace files as English', () => {
        expect(localeNamespaces(code)).toEqual(localeNamespaces(defaultLanguage))
      })

      for (const namespace of namespaces) {
        it(`${namespace}.json has the same keys as English`, () => {
          const english = Object.keys(flatten(readLocale(defaultLanguage, namespace))).sort()
          const translated = Object.keys(flatten(readLocale(code, namespace))).sort()
          expect(translated).toEqual(english)
        })
      }
    })
  }

  for (const { code } of languages) {
    it(`${code} has no empty strings`, () => {
      for (const namespace of namespaces) {
        const empty = Object.entries(flatten(readLocale(code, namespace))).filter(([, value]) => !value.trim())
        expect(empty.map(([key]) => `${namespace}:${key}`)).toEqual([])
      }
    })
  }
})

describe('French typography', () => {
  it('puts a non-breaking space, never a plain one, before : ; ? and !', () => {
    for (const namespace of namespaces) {
      const offenders = Object.entries(flatten(readLocale('fr', namespace))).filter(([, value]) => / [:;?!]/.test(value))
      expect(offenders.map(([key, value]) => `${namespace}:${key} = ${value}`)).toEqual([])
    }
  })
})
