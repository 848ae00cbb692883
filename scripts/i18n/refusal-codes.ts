import { said } from '../../src/content/schemas.ts'
import { typographyCodes } from '../../src/i18n/typography.ts'
import { lengthLimitCodes } from './length-limits.ts'

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * Every code a check gives a reason the studio's owner can meet in the workspace: the workspace words each one from
 * workspace.json (`refusals.<code>`), in every interface language. A reason without a code is a developer's, said in
 * the check's English.
 */
export const refusalCodes: readonly string[] = [
  // The content check (scripts/content/check-content.ts).
  'missing',
  'expectedNumber',
  'expectedInt',
  'expectedString',
  'expectedBoolean',
  'expectedArray',
  'expectedObject',
  'oneOf',
  'atLeastItems',
  'notEmpty',
  'atLeast',
  'atMost',
  'notAReference',
  'noEnglishWords',
  'tooManyFeatured',
  // The schemas' own refusals (src/content/schemas.ts): their fixed words, and those with values.
  ...[
    ...Object.keys(said),
    'listedTwice',
    'alreadyUsed',
    'moreThanFrom',
    'afterBudgetBefore',
    'dayBefore',
    'laterThan',
    'phoneCompact',
  ].map((code) => `schema${capital(code)}`),
  ...[
    'mobileMoneyServices',
    'certificationName',
    'certificationProof',
    'legalName',
    'postalAddress',
    'webHostName',
    'webHostLogDays',
    'euRepresentativeName',
    'euRepresentativeAddress',
    'formServiceCountry',
  ].map((field) => `schemaNeeded${capital(field)}`),
  // The locale check of one text (scripts/i18n/locale-rules.ts, length-limits.ts, glossary-terms.ts, consistency.ts).
  'empty',
  'placeholders',
  'sameAsEnglish',
  'termVariant',
  'termMissing',
  'writesBrand',
  'translatedOtherwise',
  ...lengthLimitCodes(),
  ...typographyCodes(),
  // The layout check at 375 px (workspace/ui/shared/find-layout-problems.ts).
  'layoutCutWord',
  'layoutCutOff',
  'layoutOutOfBox',
  'layoutPastEdge',
  'layoutSideways',
  'layoutWraps',
  // The name in the files of a new entry (workspace/ui/content/entry-names.ts).
  'nameFormat',
  'nameTaken',
]
