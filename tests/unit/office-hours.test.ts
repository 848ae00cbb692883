import { describe, expect, it } from 'vitest'
import { capitalize, formatOpeningTimes, formatWeekday } from '../../src/i18n/format.ts'
import { officeHours } from '../../src/content/office-hours.ts'

const [weekdays, saturday, sunday] = officeHours

describe('office hours', () => {
  it('names the days in the page language', () => {
    expect([formatWeekday('en', 1), formatWeekday('en', 5)]).toEqual(['Monday', 'Friday'])
    expect([formatWeekday('fr', 1), formatWeekday('fr', 6)]).toEqual(['lundi', 'samedi'])
    expect(capitalize(formatWeekday('fr', 6), 'fr')).toBe('Samedi')
  })

  it('formats opening times in Ghana time for each language', () => {
    expect(formatOpeningTimes('en', weekdays)).toEqual({ from: '9:00 AM', to: '6:00 PM' })
    expect(formatOpeningTimes('en', saturday)).toEqual({ from: '10:00 AM', to: '4:00 PM' })
    expect(formatOpeningTimes('fr', weekdays)).toEqual({ from: '09:00', to: '18:00' })
    expect(formatOpeningTimes('en', sunday)).toBeUndefined()
  })
})
