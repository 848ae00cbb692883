/** Office hours in Ghana time (GMT, no daylight saving). Weekdays: 0 = Sunday … 6 = Saturday. */
export const officeTimeZone = 'Africa/Accra'

export const officeHours = [
  { firstDay: 1, lastDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } },
  { firstDay: 6, lastDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } },
  { firstDay: 0, lastDay: 0, opens: null, closes: null },
] as const

export type OfficeHours = (typeof officeHours)[number]
