import { chakra } from '@chakra-ui/react'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { defaultLanguage, languages } from '../../../src/i18n/languages.ts'
import { PlainSelect } from './plain-select.tsx'

// Only the workspace's page reads these files: the site's pages never load the `workspace` namespace.
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/workspace.json', { import: 'default', eager: true })
const resources = Object.fromEntries(Object.entries(files).map(([path, strings]) => [path.split('/').at(-2)!, { workspace: strings }]))
const offered = languages.filter(({ code }) => code in resources)
const storageKey = 'workspace:interface-language'

/** The language the owner chose last, else the browser's first one the workspace speaks, else English. */
function startingLanguage(): string {
  const chosen = localStorage.getItem(storageKey)
  if (chosen && chosen in resources) return chosen
  const wanted = navigator.languages.map((tag) => tag.split('-')[0]!.toLowerCase())
  return wanted.find((code) => code in resources) ?? defaultLanguage
}

export const interfaceI18n = i18next.createInstance()
void interfaceI18n.use(initReactI18next).init({
  lng: startingLanguage(),
  fallbackLng: false,
  defaultNS: 'workspace',
  ns: ['workspace'],
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
})
document.documentElement.lang = interfaceI18n.language
interfaceI18n.on('languageChanged', (code) => {
  document.documentElement.lang = code
  localStorage.setItem(storageKey, code)
})

/** The workspace's own words in the language its user chose. */
export const useInterfaceText = () => useTranslation('workspace').t

/** Names in each language (such as the pages'), as the workspace's own language says them, else as English does. */
export function useInInterfaceLanguage(): (named: Record<string, Record<string, string>> | undefined) => Record<string, string> {
  const { i18n } = useTranslation('workspace')
  return (named) => named?.[i18n.language] ?? named?.[defaultLanguage] ?? noNames
}
const noNames: Record<string, string> = {}

/** A language's name in the workspace's own language (French, not Français): `{{language}}` in its words. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation('workspace')
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  return (code) => names.of(code) ?? code
}

/** The choice of the workspace's own language, kept for the next visit. */
export function InterfaceLanguage() {
  const { t, i18n } = useTranslation('workspace')
  return (
    <chakra.label display="flex" gap="1" alignItems="center" fontSize="sm">
      {t('toolbar.interface')}
      <PlainSelect value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {offered.map(({ code, nativeName }) => (
          <option key={code} value={code} lang={code}>
            {nativeName}
          </option>
        ))}
      </PlainSelect>
    </chakra.label>
  )
}
