/**
 * Office hours in Ghana time, which is GMT all year round (no daylight saving), so they are formatted
 * in the UTC time zone and show exactly as stored. Weekdays: 0 = Sunday … 6 = Saturday; times on the
 * 24-hour clock; a day without times is closed (with emergency support).
 */
export const officeTimeZone = 'UTC'

export interface ClockTime {
  hour: number
  minute: number
}

export interface OfficeHours {
  firstDay: number
  lastDay: number
  opens: ClockTime | null
  closes: ClockTime | null
}

export const officeHours = [
  { firstDay: 1, lastDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } },
  { firstDay: 6, lastDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } },
  { firstDay: 0, lastDay: 0, opens: null, closes: null },
] as const satisfies readonly OfficeHours[]
