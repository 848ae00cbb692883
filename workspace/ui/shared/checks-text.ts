import strings from '../../locales/en/checks.json' with { type: 'json' }

/** The checks' own words in the workspace's language (workspace/locales/<language>/checks.json). */
export const checksText = strings

const interfaceLanguage = 'en'

/** `{{language}}` in the checks' words: a language's name in the workspace's own language (French, not Français). */
export function waitingFor(text: string, code: string): string {
  const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ?? code
  return text.replaceAll('{{language}}', name)
}
