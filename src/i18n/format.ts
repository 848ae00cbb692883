import type { ClockTime, OfficeHours } from '../content/office-hours.ts'

export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(language).format(value)
}

const priceCurrency = 'USD'

/** Office hours are in Ghana time, GMT all year round (no daylight saving): formatted in UTC, they show exactly as stored. */
const officeTimeZone = 'UTC'

export function formatPrice(language: string, amount: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: priceCurrency, maximumFractionDigits: 0 }).format(amount)
}

export function formatList(language: string, items: readonly string[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items)
}

export function formatCountry(language: string, code: string): string {
  return new Intl.DisplayNames(language, { type: 'region' }).of(code) ?? code
}

/** A calendar date written YYYY-MM-DD, as the language writes it in full: "1 March 2025", « 1 mars 2025 ». */
export function formatDate(language: string, date: string): string {
  // The site's English is British: day before month.
  const locale = language === 'en' ? 'en-GB' : language
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
}

// 1 January 2023 was a Sunday: day n of that week is weekday n.
const dayOf = (weekday: number) => new Date(Date.UTC(2023, 0, 1 + weekday, 12))
const timeOf = ({ hour, minute }: ClockTime) => new Date(Date.UTC(2023, 0, 2, hour, minute))

export function formatWeekday(language: string, weekday: number): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(dayOf(weekday))
}

export function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

/** French writes « 9 h 30 » where Intl gives "09:30". */
const clockWriters: Record<string, (time: ClockTime) => string> = {
  fr: ({ hour, minute }) => (minute === 0 ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${String(minute).padStart(2, '0')}`),
}

/** Each end formatted alone: formatRange's spacing differs between Node's ICU and browsers'. */
export function formatOpeningTimes(language: string, hours: OfficeHours): { from: string; to: string } | undefined {
  if (!hours.opens || !hours.closes) return undefined
  const writer = clockWriters[language.split('-')[0] ?? language]
  if (writer) return { from: writer(hours.opens), to: writer(hours.closes) }
  const format = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: officeTimeZone })
  return { from: format.format(timeOf(hours.opens)), to: format.format(timeOf(hours.closes)) }
}
