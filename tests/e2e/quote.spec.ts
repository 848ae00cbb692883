import { expect, test } from '@playwright/test'
import { budgetRanges, projectTypes, timelines } from '../../src/content/form-fields.ts'
import { quoteReasons } from '../../src/content/beside-forms.ts'
import { quoteTestimonials } from '../../src/content/quote-testimonials.ts'
import { localeStrings } from '../support/locales.ts'
import { figuresOf, formControl, headings, linesOf, linkNamed, mainOf, optionsOf, textOf, textsOf } from '../support/prerendered-html.ts'
import { localizePath, waitForPageScript } from '../support/site.ts'

const fields = [
  { name: 'fullName', role: 'textbox', type: 'text', required: true },
  { name: 'email', role: 'textbox', type: 'email', required: true },
  { name: 'phone', role: 'textbox', type: 'tel', required: true },
  { name: 'company', role: 'textbox', type: 'text', required: false },
  { name: 'projectType', role: 'combobox', type: 'select', required: true },
  { name: 'budget', role: 'combobox', type: 'select', required: false },
  { name: 'timeline', role: 'combobox', type: 'select', required: false },
  { name: 'description', role: 'textbox', type: 'textarea', required: true },
  { name: 'additionalInfo', role: 'textbox', type: 'textarea', required: false },
] as const

const pagesByLanguage = [
  {
    path: '/quote',
    language: 'en',
    home: '/',
    labels: {
      fullName: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      company: 'Company Name (optional)',
      projectType: 'Project Type',
      budget: 'Budget Range (optional)',
      timeline: 'Timeline (optional)',
      description: 'Project Description',
      additionalInfo: 'Additional Information (optional)',
    },
    choose: 'Please choose…',
    options: {
      projectType: [
        'Website Development',
        'Mobile App Development',
        'E-commerce Platform',
        'AI Automation & Chatbot',
        'Marketing & SEO Package',
        'Complete Digital Transformation',
        'Custom Software Solution',
        'Other',
      ],
      budget: ['Under $500', '$500 – $1,500', '$1,500 – $5,000', '$5,000 or more', "Let's discuss"],
      timeline: ['As soon as possible', 'Within a month', '2 to 3 months from now', "I'm flexible"],
    },
    stats: ['50+ Happy Clients', '100+ Projects Delivered', '5+ Years of Experience', '24/7 Support'],
  },
  {
    path: localizePath('quote', 'fr'),
    language: 'fr',
    home: localizePath('home', 'fr'),
    labels: {
      fullName: 'Nom complet',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
      company: 'Nom de l’entreprise (facultatif)',
      projectType: 'Type de projet',
      budget: 'Budget (facultatif)',
      timeline: 'Délai souhaité (facultatif)',
      description: 'Description du projet',
      additionalInfo: 'Informations complémentaires (facultatif)',
    },
    choose: 'Veuillez choisir…',
    options: {
      projectType: [
        'Création de site web',
        'Développement d’application mobile',
        'Boutique en ligne',
        'Automatisation par l’IA et chatbot',
        'Pack marketing et référencement',
        'Transformation numérique complète',
        'Logiciel sur mesure',
        'Autre',
      ],
      budget: ['Moins de 500 $US', 'De 500 $US à 1 500 $US', 'De 1 500 $US à 5 000 $US', '5 000 $US et plus', 'À définir ensemble'],
      timeline: ['Dès que possible', 'D’ici un mois', 'D’ici 2 à 3 mois', 'Je suis flexible'],
    },
    stats: ['50+ clients satisfaits', '100+ projets livrés', '5+ années d’expérience', '24/7 assistance'],
  },
] as const

const slugs = { projectType: projectTypes, budget: budgetRanges, timeline: timelines } as const
const selects = ['projectType', 'budget', 'timeline'] as const

test.describe('quote page, prerendered', () => {
  for (const { path, language, home, labels, choose, options, stats } of pagesByLanguage) {
    test(`${path} carries the back link, every section, the stats, the testimonial and the whole form`, async ({ request }) => {
      const main = mainOf(await (await request.get(path)).text())
      const text = (key: string) => localeStrings(language)[`quote:${key}`] ?? `missing quote:${key}`

      expect(linkNamed(main, text('backHome'))).toBe(home)
      expect(headings(main, 1)).toEqual([text('hero.title')])
      expect(headings(main, 2)).toEqual(['form.title', 'whyUs.title', 'stats.title', 'talk.title', 'testimonial.title'].map(text))
      expect(textsOf(main, 'li')).toEqual(expect.arrayContaining(quoteReasons.map(text)))
      expect(figuresOf(main)).toEqual(stats)

      const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(expect.arrayContaining(['tel:+233201234567', 'https://wa.me/233201234567']))
      const lines = linesOf(main)
      const words = textOf(main)
      for (const { nameKey, contentKey } of quoteTestimonials) {
        expect(lines).toContain(text(nameKey))
        expect(words).toContain(text(contentKey))
      }

      for (const { name, type, required } of fields) {
        const label = required ? `${labels[name]} *` : labels[name]
        expect(formControl(main, name), name).toEqual({ kind: type, required, label })
      }
      for (const select of selects) {
        expect(optionsOf(main, select)).toEqual([['', choose], ...slugs[select].map((slug, index) => [slug, options[select][index]])])
      }
      expect(textsOf(main, 'button[type="submit"]')).toEqual([text('form.submit')])
    })
  }
})

test.describe('quote page in the browser', () => {
  for (const { path, labels, options } of pagesByLanguage) {
    test(`${path}: every field is found by its label, with the right type, required state and option values`, async ({ page }) => {
      await page.goto(path)
      await waitForPageScript(page)
      const form = page.getByRole('main').locator('form')
      for (const { name, role, type, required } of fields) {
        const field = form.getByRole(role, { name: labels[name], exact: true })
        await expect(field).toBeVisible()
        await expect(field).toHaveAttribute('name', name)
        if (required) await expect(field).toHaveAttribute('required', '')
        else await expect(field).not.toHaveAttribute('required')
        if (type === 'email' || type === 'tel' || type === 'text') await expect(field).toHaveAttribute('type', type)
      }
      for (const select of selects) {
        const field = form.getByRole('combobox', { name: labels[select], exact: true })
        const shown = await field
          .locator('option')
          .evaluateAll((elements) =>
            elements.map((option) => [(option as HTMLOptionElement).value, (option.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')]),
          )
        expect(shown.slice(1)).toEqual(slugs[select].map((slug, index) => [slug, options[select][index]]))
        // Choosing by the visible words selects the slug.
        await field.selectOption({ label: options[select].at(-1) ?? '' })
        await expect(field).toHaveValue(slugs[select].at(-1) ?? '')
      }
    })
  }

  test('"Back to Home" leads home, and "Prefer to Talk?" calls or opens WhatsApp', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    const talk = page.getByRole('region', { name: 'Prefer to Talk?' })
    await expect(talk.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+233201234567')
    await expect(talk.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/233201234567')
    await expect(page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Professional App Development')
  })
})
