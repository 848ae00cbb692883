import { localeFolder, type LanguageCode } from './languages.ts'
import { namespaces, type LocaleResources, type Namespace } from './namespaces.ts'

const localeFiles = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { import: 'default', eager: true })

export function serverResources(language: LanguageCode): LocaleResources {
  return pickNamespaces(language, namespaces)
}

function pickNamespaces(language: LanguageCode, wanted: readonly Namespace[]): LocaleResources {
  const resources: LocaleResources = {}
  for (const namespace of wanted) {
    const path = `/locales/${localeFolder(language)}/${namespace}.json`
    const file = localeFiles[path]
    if (!file) throw new Error(`Missing locale file ${path.slice(1)}`)
    resources[namespace] = file
  }
  return resources
}
