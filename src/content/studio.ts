import contact from './data/contact.json' with { type: 'json' }
import data from './data/studio.json' with { type: 'json' }
import type { ContactFile, StudioFile } from './schemas.ts'
import { paymentMethodWords } from './words.ts'

const file = data as StudioFile
const { location } = contact as ContactFile

/** An answer counts once it says something: an editor may leave a field null, absent or blank. */
function given<Value>(value: Value | null | undefined): Value | null {
  if (value === undefined || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0)) return null
  return value
}

/** Words such as payment methods live in locale JSON (docs/studio-facts.md). */
export const studio = {
  foundingYear: file.foundingYear,
  priceRange: file.priceRange,
  currenciesAccepted: file.currenciesAccepted,
  rating: file.rating,
  address: location,
  paymentMethodKeys: file.paymentMethods.map(({ id }) => paymentMethodWords.keys(id).labelKey),
}

/** The studio's answers to the claims questions of docs/studio-questions.md (Q1–Q5); null until given. */
export const claims = {
  guaranteeStart: given(file.claims.guaranteeStart),
  guaranteeMonthlyRefund: given(file.claims.guaranteeMonthlyRefund),
  mobileMoneyAbroad: given(file.claims.mobileMoneyAbroad),
  mobileMoneyServices: given(file.claims.mobileMoneyServices) ?? [],
  certification: given(file.claims.certification),
  certificationName: given(file.claims.certificationName),
  certificationProof: given(file.claims.certificationProof),
  supportHours: given(file.claims.supportHours),
}

/** The facts the privacy notice names once the studio gives them (Q7, Q10–Q15); null until then. */
const { privacy } = file
export const privacyFacts = {
  legalName: given(privacy.legalName),
  postalAddress: given(privacy.postalAddress),
  dataProtectionRegistration: given(privacy.dataProtectionRegistration),
  formServiceCopyDays: given(privacy.formServiceCopyDays),
  formServiceCountry: given(privacy.formServiceCountry),
  enquiriesKeptMonths: given(privacy.enquiriesKeptMonths),
  webHostName: given(privacy.webHostName),
  webHostLogDays: given(privacy.webHostLogDays),
  dataRequestReplyDays: given(privacy.dataRequestReplyDays),
  noticeUpdated: given(privacy.noticeUpdated),
  euRepresentativeName: given(privacy.euRepresentativeName),
  euRepresentativeAddress: given(privacy.euRepresentativeAddress),
}
