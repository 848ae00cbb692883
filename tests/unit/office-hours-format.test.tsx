import { describe, expect, it } from 'vitest'
import { formatOpeningTimes, formatWeekday } from '../../src/i18n/format.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { OfficeHoursCard } from '../../src/routes/contact/office-hours-card.tsx'
import { readableHtml } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

/** The office-hours card as a reader sees it: one string per line, every kind of space a plain one. */
async function renderedLines(language: LanguageCode): Promise<string[]> {
  return readableHtml(await renderToHtml(<OfficeHoursCard />, { language }))
    .replace(/<[^>]+>/g, '\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('office hours as the contact page shows them', () => {
  it('in English: day ranges, 12-hour times in GMT, Sunday closed with emergency support', async () => {
    expect(await renderedLines('en')).toEqual([
      'Office Hours',
      'Monday – Friday',
      '9:00 AM – 6:00 PM GMT',
      'Saturday',
      '10:00 AM – 4:00 PM GMT',
      'Sunday',
      'Closed (emergency support available)',
      'All times are Ghana time (GMT).',
    ])
  })

  it('in French: capitalised day names, 24-hour times in GMT, the same time as Abidjan, Dakar and Lomé', async () => {
    expect(await renderedLines('fr')).toEqual([
      'Heures d’ouverture',
      'Du lundi au vendredi',
      'De 09:00 à 18:00 (GMT)',
      'Samedi',
      'De 10:00 à 16:00 (GMT)',
      'Dimanche',
      'Fermé (assistance d’urgence disponible)',
      'Tous les horaires sont à l’heure du Ghana (GMT), la même qu’à Abidjan, Dakar et Lomé.',
    ])
  })
})

describe('office-hours formatting', () => {
  it('shows a time exactly as stored, from just after midnight to late evening', () => {
    const lateShift = { firstDay: 1, lastDay: 1, opens: { hour: 0, minute: 30 }, closes: { hour: 23, minute: 45 } } as const
    const plain = (times: { from: string; to: string } | undefined) =>
      times && { from: times.from.replace(/\u202f/g, ' '), to: times.to.replace(/\u202f/g, ' ') }
    expect(plain(formatOpeningTimes('en', lateShift))).toEqual({ from: '12:30 AM', to: '11:45 PM' })
    expect(formatOpeningTimes('fr', lateShift)).toEqual({ from: '00:30', to: '23:45' })
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday('fr', day))).toEqual([
      'dimanche',
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
    ])
  })
})
