/**
 * A pseudo language for QA: English made accented, about a third longer and bracketed
 * ("[Ƥŕöööƒéééššîîööñåļ]"), so text that skips the locale files and layouts that cannot take longer
 * words show up at a glance. It is on in `npm run dev` and in `npm run build:pseudo`, never in the
 * site's own build.
 */
export const pseudoLanguage = {
  code: 'en-XA',
  nativeName: 'Ƥšéûðöļöçåļé',
  dir: 'ltr',
  ogLocale: 'en_XA',
  /** The language whose locale files it transforms. */
  sourceLanguage: 'en',
} as const

declare const __PSEUDO_LOCALE__: boolean | undefined

/** Set by the pseudoLocale() Vite plugin; false wherever Vite does not build (scripts, unit tests). */
export const pseudoEnabled = typeof __PSEUDO_LOCALE__ !== 'undefined' && __PSEUDO_LOCALE__ === true
