import { expect, test } from '@playwright/test'
import { contactMethods } from '../../src/content/contact-methods.ts'
import { reassurances } from '../../src/content/beside-forms.ts'
import { localeStrings } from '../support/locales.ts'
import { attributesOf, formControl, headings, linesOf, mainOf, plainSpaces, textsOf } from '../support/prerendered-html.ts'
import { siteConfig, waitForPageScript } from '../support/site.ts'

const fields = [
  { name: 'fullName', type: 'text', required: true },
  { name: 'email', type: 'email', required: true },
  { name: 'phone', type: 'tel', required: false },
  { name: 'company', type: 'text', required: false },
  { name: 'subject', type: 'text', required: true },
  { name: 'message', type: 'textarea', required: true },
] as const

const pagesByLanguage = [
  {
    path: '/contact',
    language: 'en',
    hours: ['Monday – Friday', '9:00 AM – 6:00 PM', 'Saturday', '10:00 AM – 4:00 PM', 'Sunday', 'Closed (emergency support available)'],
    labels: {
      fullName: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number (optional)',
      company: 'Company Name (optional)',
      subject: 'Subject',
      message: 'Message',
    },
    methods: { call: `Call ${siteConfig.phone.display}`, email: 'Write to hello@sankofadigital.com.gh', whatsapp: 'Start a WhatsApp Chat' },
  },
  {
    path: '/fr/contact',
    language: 'fr',
    hours: ['Du lundi au vendredi', 'De 9 h à 18 h', 'Samedi', 'De 10 h à 16 h', 'Dimanche', 'Fermé (assistance d’urgence disponible)'],
    labels: {
      fullName: 'Nom complet',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone (facultatif)',
      company: 'Nom de l’entreprise (facultatif)',
      subject: 'Objet',
      message: 'Message',
    },
    methods: {
      call: `Appeler le ${siteConfig.phone.display}`,
      email: 'Écrire à hello@sankofadigital.com.gh',
      whatsapp: 'Ouvrir une discussion WhatsApp',
    },
  },
] as const

const hrefs = { call: 'tel:+233201234567', email: 'mailto:hello@sankofadigital.com.gh', whatsapp: 'https://wa.me/233201234567' } as const

test.describe('contact page, prerendered', () => {
  for (const { path, language, hours, labels } of pagesByLanguage) {
    test(`${path} carries every section, the office hours in its language and the whole form`, async ({ request }) => {
      const main = mainOf(await (await request.get(path)).text())
      const text = (key: string) => localeStrings(language)[`contact:${key}`] ?? `missing contact:${key}`

      expect(headings(main, 1)).toEqual([text('hero.title')])
      expect(headings(main, 2)).toEqual(
        ['methods.title', 'form.title', 'info.title', 'hours.title', 'reassurance.title', 'urgent.title'].map(text),
      )
      expect(headings(main, 3)).toEqual(contactMethods.map(({ titleKey }) => text(titleKey)))

      const lines = linesOf(main)
      const start = lines.indexOf(hours[0])
      expect(start, lines.join('\n')).toBeGreaterThan(-1)
      expect(lines.slice(start, start + hours.length)).toEqual([...hours])
      // A figure keeps its unit on its line: the French "9 h" is written with a no-break space.
      expect(main.textContent).not.toMatch(/\d h\b/)

      for (const key of reassurances) expect(lines).toContain(plainSpaces(text(key)))
      expect(lines).toContain(plainSpaces(text('urgent.text')))

      const links = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'))
      expect(links).toEqual(expect.arrayContaining(Object.values(hrefs)))

      expect(attributesOf(main.querySelector('form'), ['action', 'method'])).toEqual({ action: hrefs.email, method: 'post' })
      for (const { name, type, required } of fields) {
        const label = required ? `${labels[name]} *` : labels[name]
        expect(formControl(main, name), name).toEqual({ kind: type, required, label })
      }
      expect(textsOf(main, 'button[type="submit"]')).toEqual([text('form.submit')])
    })
  }
})

test.describe('contact page in the browser', () => {
  for (const { path, labels, methods } of pagesByLanguage) {
    test(`${path}: every field is found by its label, with the right type and required state`, async ({ page }) => {
      await page.goto(path)
      await waitForPageScript(page)
      const form = page.getByRole('main').locator('form')
      for (const { name, type, required } of fields) {
        const field = form.getByRole('textbox', { name: labels[name], exact: true })
        await expect(field).toBeVisible()
        await expect(field).toHaveAttribute('name', name)
        if (required) await expect(field).toHaveAttribute('required', '')
        else await expect(field).not.toHaveAttribute('required')
        if (type !== 'textarea') await expect(field).toHaveAttribute('type', type)
      }
    })

    test(`${path}: the three contact methods call, e-mail and open WhatsApp`, async ({ page }) => {
      await page.goto(path)
      await waitForPageScript(page)
      const main = page.getByRole('main')
      for (const method of Object.keys(hrefs) as (keyof typeof hrefs)[]) {
        await expect(main.getByRole('link', { name: methods[method], exact: true })).toHaveAttribute('href', hrefs[method])
      }
      await expect(main.getByRole('link', { name: methods.whatsapp })).toHaveAttribute('target', '_blank')
    })
  }

  test('the urgent-help box calls the studio', async ({ page }) => {
    await page.goto('/contact')
    const urgent = page.getByRole('region', { name: 'Need Urgent Help?' })
    await expect(urgent.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+233201234567')
  })
})
