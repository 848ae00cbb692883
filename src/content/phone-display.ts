import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { siteConfig } from '../site.config.ts'

/**
 * The studio's number as the pages show it, grouped as its country writes it (+233 20 123 4567), with no-break
 * spaces so it never wraps. Prerendered only: no page script imports it, so the library stays out of the browser.
 */
export const phoneDisplay = (parsePhoneNumberFromString(siteConfig.phone.e164)?.formatInternational() ?? siteConfig.phone.e164).replaceAll(
  ' ',
  '\u00a0',
)
