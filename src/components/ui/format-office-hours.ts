import { officeTimeZone, type OfficeHours } from '../../content/office-hours'

// 1 January 2023 was a Sunday: day n of that week is weekday n.
const dayOf = (weekday: number) => new Date(Date.UTC(2023, 0, 1 + weekday, 12))
const timeOf = ({ hour, minute }: { hour: number; minute: number }) => new Date(Date.UTC(2023, 0, 2, hour, minute))

/** The weekday's name as the language writes it mid-sentence: "Monday", "lundi". */
export function formatWeekday(language: string, weekday: number): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(dayOf(weekday))
}

/** The same name opening a line: "Monday", "Lundi". */
export function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

/**
 * Opening and closing times in Ghana time (GMT, formatted as UTC): "9:00 AM" and "6:00 PM" in English, "09:00"
 * and "18:00" in French. Each end is formatted alone: formatRange's spacing differs between the ICU
 * of Node (prerendering) and of browsers, which would break hydration.
 */
export function formatOpeningTimes(language: string, hours: OfficeHours): { from: string; to: string } | undefined {
  if (!hours.opens || !hours.closes) return undefined
  const format = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: officeTimeZone })
  return { from: format.format(timeOf(hours.opens)), to: format.format(timeOf(hours.closes)) }
}
