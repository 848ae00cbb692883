import { describe, expect, it } from 'vitest'
import { capitalize, formatOpeningTimes, formatWeekday } from '../../src/i18n/format.ts'

const weekdays = { firstDay: 1, lastDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } }
const saturday = { firstDay: 6, lastDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } }
const sunday = { firstDay: 0, lastDay: 0, opens: null, closes: null }

describe('office hours', () => {
  it('names the days in the page language', () => {
    expect([formatWeekday('en', 1), formatWeekday('en', 5)]).toEqual(['Monday', 'Friday'])
    expect([formatWeekday('fr', 1), formatWeekday('fr', 6)]).toEqual(['lundi', 'samedi'])
    expect(capitalize(formatWeekday('fr', 6), 'fr')).toBe('Samedi')
  })

  it('formats opening times in Ghana time for each language', () => {
    expect(formatOpeningTimes('en', weekdays)).toEqual({ from: '9:00 AM', to: '6:00 PM' })
    expect(formatOpeningTimes('en', saturday)).toEqual({ from: '10:00 AM', to: '4:00 PM' })
    expect(formatOpeningTimes('fr', weekdays)).toEqual({ from: '9\u00a0h', to: '18\u00a0h' })
    expect(formatOpeningTimes('fr', saturday)).toEqual({ from: '10\u00a0h', to: '16\u00a0h' })
    expect(formatOpeningTimes('en', sunday)).toBeUndefined()
    expect(formatOpeningTimes('fr', sunday)).toBeUndefined()
  })

  it('writes French times as French typography does: « 9 h », minutes only when not zero, figure and unit kept together', () => {
    const halfPast = { firstDay: 1, lastDay: 5, opens: { hour: 8, minute: 30 }, closes: { hour: 17, minute: 5 } }
    expect(formatOpeningTimes('fr', halfPast)).toEqual({ from: '8\u00a0h\u00a030', to: '17\u00a0h\u00a005' })
    expect(formatOpeningTimes('en', halfPast)).toEqual({ from: '8:30 AM', to: '5:05 PM' })
  })
})
