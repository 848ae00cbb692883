import { describe, expect, it } from 'vitest'
import { capitalize, formatOpeningTimes, formatWeekday } from '../../src/components/ui/format-office-hours'
import { officeHours } from '../../src/content/office-hours'

const [weekdays, saturday, sunday] = officeHours
const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0\u2009]/g, ' ')

describe('office hours', () => {
  it('names the days in the page language', () => {
    expect([formatWeekday('en', 1), formatWeekday('en', 5)]).toEqual(['Monday', 'Friday'])
    expect([formatWeekday('fr', 1), formatWeekday('fr', 6)]).toEqual(['lundi', 'samedi'])
    expect(capitalize(formatWeekday('fr', 6), 'fr')).toBe('Samedi')
  })

  it('formats opening times in Ghana time for each language', () => {
    expect(plain(formatOpeningTimes('en', weekdays))).toBe('9:00 AM – 6:00 PM')
    expect(plain(formatOpeningTimes('en', saturday))).toBe('10:00 AM – 4:00 PM')
    expect(plain(formatOpeningTimes('fr', weekdays))).toBe('09:00 – 18:00')
    expect(formatOpeningTimes('en', sunday)).toBeUndefined()
  })
})
