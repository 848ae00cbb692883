import { weekdays, type Weekday } from './choices.ts'
import data from './data/office-hours.json' with { type: 'json' }
import type { OfficeHoursFile } from './schemas.ts'

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

const dayNumber = (day: Weekday) => weekdays.indexOf(day)

/** "09:30" → 9 h 30. */
function clockTime(time: string | null): ClockTime | null {
  if (time === null) return null
  const [hour, minute] = time.split(':').map(Number)
  return { hour: hour ?? 0, minute: minute ?? 0 }
}

/** In Ghana time; a day without times is closed (with emergency support). */
export const officeHours: readonly OfficeHours[] = (data as OfficeHoursFile).hours.map(({ from, to, opens, closes }) => ({
  firstDay: dayNumber(from),
  lastDay: dayNumber(to),
  opens: clockTime(opens),
  closes: clockTime(closes),
}))
