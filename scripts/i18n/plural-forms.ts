/** Gettext's Plural-Forms per language from CLDR, as Intl and i18next use; a language missing here cannot be exported. */
const pluralForms: Record<string, string> = {
  en: 'nplurals=2; plural=(n != 1);',
  fr: 'nplurals=3; plural=(n == 0 || n == 1) ? 0 : (n != 0 && n % 1000000 == 0) ? 1 : 2;',
}

const cldrOrder = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

/** The language's plural categories in the order of gettext's msgstr[0], msgstr[1]… */
export function pluralCategoryOrder(language: string): Intl.LDMLPluralRule[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  return cldrOrder.filter((category) => categories.includes(category))
}

export function pluralFormsHeader(language: string): string {
  const header = pluralForms[language]
  if (!header)
    throw new Error(
      `No gettext Plural-Forms line for “${language}”: add it to scripts/i18n/plural-forms.ts (Poedit’s Translation › Properties shows it for the language)`,
    )
  return header
}
