/** English accented, a third longer and bracketed, for QA; on in dev and build:pseudo, never in the site's build. */
export const pseudoLanguage = {
  code: 'en-XA',
  nativeName: 'Ƥšéûðöļöçåļé',
  dir: 'ltr',
  ogLocale: 'en_XA',
  sourceLanguage: 'en',
} as const

declare const __PSEUDO_LOCALE__: boolean | undefined

/** Set by the pseudoLocale() Vite plugin; false wherever Vite does not build (scripts, unit tests). */
export const pseudoEnabled = typeof __PSEUDO_LOCALE__ !== 'undefined' && __PSEUDO_LOCALE__ === true
