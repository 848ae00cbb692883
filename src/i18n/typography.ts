/**
 * The house typography of each language, each rule once: what the locale check finds, and, where a machine can
 * put it right, how. Placeholders, tags and URLs are never read as text nor changed.
 */

export const markerPattern = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>/g

/** Placeholders the site fills with a number ({{count}}, {{max, number}}…), which a unit may follow like a figure. */
const numberPlaceholder = /^\{\{\s*(?:count|max|used|value|hours|days)\b/
const protectedPattern = new RegExp(`${markerPattern.source}|(?:https?|mailto):[^\\s«»“”"]+`, 'g')

/** Stand-ins the rules read in place of a protected part: a number placeholder, and any other. */
const numberMark = '\ue001'
const otherMark = '\ue000'

interface TypographyRule {
  /** Global, and matched against the text with each protected part replaced by its stand-in. */
  pattern: RegExp
  code: string
  reason: string
  /** The match's replacement; a rule without one is for a person to put right. */
  fix?: (match: string, ...groups: string[]) => string
}

const nbsp = '\u00a0'
const narrow = '\u202f'
const either = 'a non-breaking space (U+202F narrow or U+00A0)'
const mark = `${numberMark}${otherMark}`

const typography: Record<string, TypographyRule[]> = {
  en: [
    {
      pattern: /"([^"]*)"/g,
      code: 'typographyStraightQuotesEn',
      reason: 'has straight quotes "…": English typography uses curly ones, “…”',
      fix: (_, inner) => `“${inner}”`,
    },
  ],
  fr: [
    {
      pattern: /"\s*([^"]*?)\s*"/g,
      code: 'typographyStraightQuotes',
      reason: `has straight quotes "…": French typography uses « » with U+00A0 inside («${nbsp}…${nbsp}»)`,
      fix: (_, inner) => `«${nbsp}${inner}${nbsp}»`,
    },
    {
      pattern: /^[^"]*(?:"[^"]*"[^"]*)*"[^"]*$/g,
      code: 'typographyUnpairedQuote',
      reason: 'has a straight quote " without its pair: French typography uses « » around a quotation',
    },
    {
      pattern: /'/g,
      code: 'typographyStraightApostrophe',
      reason: "has a straight apostrophe ': French typography uses the typographic one, ’ (d’applications)",
      fix: () => '’',
    },
    {
      pattern: / ([:;?!»])/g,
      code: 'typographyPlainSpaceBeforeSign',
      reason: `has a plain space before : ; ? ! or »: French typography needs ${either}, so the sign never starts a line`,
      fix: (_, sign) => `${sign === ':' || sign === '»' ? nbsp : narrow}${sign}`,
    },
    {
      pattern: new RegExp(`([\\p{L}\\d)${mark}])([;?!])`, 'gu'),
      code: 'typographyNoSpaceBeforeSign',
      reason: `has no space before ; ? or !: French typography needs ${either} there`,
      fix: (_, before, sign) => `${before}${narrow}${sign}`,
    },
    { pattern: /« ?(?![\u00a0\u202f])/g, code: 'typographySpaceAfterGuillemet', reason: `needs ${either} after «`, fix: () => `«${nbsp}` },
    {
      pattern: /(?<=[^\s\u00a0\u202f«])»/g,
      code: 'typographySpaceBeforeGuillemet',
      reason: `needs ${either} before »`,
      fix: () => `${nbsp}»`,
    },
    {
      pattern: /\u202f:|\u00a0([;?!])/g,
      code: 'typographyMixedSpaces',
      reason: 'mixes up the two non-breaking spaces: these files put U+00A0 before : and the narrow U+202F before ; ? !',
      fix: (_, sign) => (sign ? `${narrow}${sign}` : `${nbsp}:`),
    },
    {
      pattern: new RegExp(`(?<=[\\d${numberMark}])[ \\u00a0]?%`, 'g'),
      code: 'typographySpaceBeforePercent',
      reason: 'needs the narrow non-breaking space U+202F before % (40 %)',
      fix: () => `${narrow}%`,
    },
    {
      pattern: new RegExp(
        `(?<=[\\d${numberMark}]) (?=(?:heures?|h|jours?|j|semaines?|mois|ans?|minutes?|dollars|cedis|millions?|chiffres?|caractères?)(?!\\p{L}))|(?<=dollars) (?=US\\b)`,
        'gu',
      ),
      code: 'typographySpaceBeforeUnit',
      reason:
        'has a plain space between a number and its unit (24 heures, 30 jours, 7 chiffres, {{count}} semaines, dollars US): French typography needs U+00A0 there, so the two stay on one line',
      fix: () => nbsp,
    },
    {
      pattern: /(?<=\d)[ \u00a0](?=\d{3}\b)/g,
      code: 'typographyThousandsSpace',
      reason: 'groups thousands with a plain or ordinary non-breaking space: French typography uses U+202F, the narrow one (10 000)',
      fix: () => narrow,
    },
  ],
}

/** The text as the rules read it: each placeholder, tag or URL a stand-in, kept aside to be put back. */
function shield(text: string): { seen: string; kept: string[] } {
  const kept: string[] = []
  const seen = text.replace(protectedPattern, (part) => {
    kept.push(part)
    return numberPlaceholder.test(part) ? numberMark : otherMark
  })
  return { seen, kept }
}

const unshield = (seen: string, kept: readonly string[]) => {
  let next = 0
  return seen.replace(new RegExp(`[${mark}]`, 'g'), () => kept[next++]!)
}

/** Why the text breaks the language's typography, once per rule it breaks: the rule's code and its English. */
export function typographyFindings(language: string, text: string): { code: string; reason: string }[] {
  const { seen } = shield(text)
  return (typography[language] ?? []).filter(({ pattern }) => seen.search(pattern) >= 0).map(({ code, reason }) => ({ code, reason }))
}

export const typographyReasons = (language: string, text: string): string[] =>
  typographyFindings(language, text).map(({ reason }) => reason)

export const typographyCodes = (): string[] => Object.values(typography).flatMap((rules) => rules.map(({ code }) => code))

/** The text with every rule a machine can apply applied; the same text when there is none to apply. */
export function fixTypography(language: string, text: string): string {
  const { seen, kept } = shield(text)
  const fixed = (typography[language] ?? []).reduce(
    (current, { pattern, fix }) =>
      fix ? current.replace(pattern, (match, ...groups: unknown[]) => fix(match, ...strings(groups))) : current,
    seen,
  )
  return unshield(fixed, kept)
}

/** A replacer's capture groups, unmatched ones as empty text; its offset and whole string dropped. */
const strings = (groups: unknown[]) =>
  groups
    .slice(
      0,
      groups.findIndex((group) => typeof group === 'number'),
    )
    .map((group) => (group as string | undefined) ?? '')
