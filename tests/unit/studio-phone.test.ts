import { describe, expect, it } from 'vitest'
import contact from '../../src/content/data/contact.json' with { type: 'json' }
import { phoneDisplay } from '../../src/content/phone-display.ts'
import { contactFile } from '../../src/content/schemas.ts'
import { contactLinks } from '../../src/site.config.ts'

/** What the content check says of contact.json with another number. */
const reasonsFor = (e164: string) =>
  contactFile.safeParse({ ...contact, phone: { e164 } }).error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`) ?? []

describe('the studio’s one phone number', () => {
  it('is the only phone fact: the number shown, the Call links and WhatsApp are all made from it', () => {
    expect(contact.phone).toEqual({ e164: '+233201234567' })
    expect(Object.keys(contact)).not.toContain('whatsapp')
    expect(phoneDisplay).toBe('+233\u00a020\u00a0123\u00a04567')
    expect(contactLinks.phone).toBe('tel:+233201234567')
    expect(contactLinks.whatsapp).toBe('https://wa.me/233201234567')
  })

  it('is refused, with what to write, when it is not in international form', () => {
    expect(reasonsFor('+233 24 555 0199')).toEqual(['phone.e164: must be written without spaces or signs: +233245550199'])
    expect(reasonsFor('0245550199')).toEqual([
      'phone.e164: must be the number in international form: +, the country code, then the number, such as +233201234567',
    ])
    expect(reasonsFor('+2332455501999')).toEqual(['phone.e164: is too short or too long for its country: check its digits'])
    expect(reasonsFor('+233245550199')).toEqual([])
  })
})
