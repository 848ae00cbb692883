import { expect, test, type Page } from '@playwright/test'
import { endpointBuildPort } from '../support/builds'
import { FormEndpoint } from '../support/form-endpoint'
import { localizePath, waitForPageScript } from '../support/site'

async function fillQuoteInEnglish(page: Page) {
  await page.getByLabel('Full Name').fill('  Ama Mensah ')
  await page.getByLabel('Email').fill('ama@example.com')
  await page.getByLabel('Phone Number').fill('+233 24 555 0101')
  await page.getByLabel('Project Type').selectOption({ label: 'Mobile App Development' })
  await page.getByLabel('Budget Range').selectOption({ label: '$1,500 – $5,000' })
  await page.getByLabel('Project Description').fill('A booking app for our three clinics.')
}

test.describe('forms render every field', () => {
  test('the quote form in French: labels, required markers, types and slug values', async ({ page }) => {
    await page.goto(localizePath('quote', 'fr'))
    for (const [label, required] of [
      ['Nom complet', true],
      ['E-mail', true],
      ['Numéro de téléphone', true],
      ['Nom de l’entreprise', false],
      ['Type de projet', true],
      ['Budget', false],
      ['Délai souhaité', false],
      ['Description du projet', true],
      ['Informations complémentaires', false],
    ] as const) {
      const field = page.getByLabel(label, { exact: false }).first()
      if (required) await expect(field).toHaveAttribute('required', '')
      else await expect(field).not.toHaveAttribute('required')
    }
    await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email')
    const budget = page.getByLabel('Budget')
    expect(await budget.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      '',
      'under-500',
      '500-1500',
      '1500-5000',
      '5000-plus',
      'discuss',
    ])
    await expect(budget.locator('option[value="under-500"]')).toHaveText(/Moins de 500\s\$US/)
    await expect(page.getByLabel('Type de projet').locator('option[value="ai-automation-chatbot"]')).toHaveText('Automatisation par l’IA et chatbot')
  })

  test('the contact form in English, with working contact methods', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email')
    for (const name of ['Full Name', 'Email Address', 'Subject', 'Message']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute('required', '')
    }
    for (const name of ['Phone Number (optional)', 'Company Name (optional)']) {
      await expect(page.getByRole('textbox', { name, exact: true })).not.toHaveAttribute('required')
    }
    await expect(page.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', 'tel:+233201234567')
    await expect(page.getByRole('link', { name: /^Write to / })).toHaveAttribute('href', 'mailto:hello@sankofadigital.com.gh')
    await expect(page.getByRole('link', { name: 'Start a WhatsApp Chat' })).toHaveAttribute('href', 'https://wa.me/233201234567')
    await expect(page.getByText('Monday – Friday')).toBeVisible()
    await expect(page.getByText(/9:00\sAM\s–\s6:00\sPM\sGMT/)).toBeVisible()
  })
})

test.describe('validation', () => {
  test('an empty submit shows localised errors, focuses the first field and stays on the page', async ({ page }) => {
    await page.goto('/fr/contact')
    await waitForPageScript(page)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page).toHaveURL('/fr/contact')
    const summary = page.getByRole('alert')
    await expect(summary).toContainText('Veuillez corriger 4 champs')
    const name = page.getByLabel('Nom complet')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Veuillez remplir ce champ.')

    // After the first submit, fields are checked again as the visitor leaves them.
    const email = page.getByLabel('Adresse e-mail')
    await email.fill('ama@')
    await email.blur()
    await expect(email).toHaveAccessibleDescription(/adresse e-mail valide/)
    await email.fill('ama@example.com')
    await email.blur()
    await expect(email).toHaveAttribute('aria-invalid', 'false')
  })
})

test.describe('drafts', () => {
  test('what the visitor typed survives a reload and a language switch', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    await fillQuoteInEnglish(page)
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Full Name')).toHaveValue('  Ama Mensah ')
    await expect(page.getByLabel('Project Type')).toHaveValue('mobile-app-development')

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    await expect(page.getByLabel('Nom complet')).toHaveValue('  Ama Mensah ')
    await expect(page.getByLabel('Budget')).toHaveValue('1500-5000')
    await expect(page.getByLabel('Description du projet')).toHaveValue('A booking app for our three clinics.')
  })
})

test.describe('without a form endpoint', () => {
  test('a valid submit hands off to e-mail and WhatsApp with the message written', async ({ page }) => {
    await page.goto(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    await page.getByLabel('Nom complet').fill('Awa Diop')
    await page.getByLabel('E-mail').fill('awa@example.sn')
    await page.getByLabel('Numéro de téléphone').fill('+221 77 123 45 67')
    await page.getByLabel('Type de projet').selectOption('website-development')
    await page.getByLabel('Description du projet').fill('Un site vitrine & une boutique.')
    await page.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click()

    const status = page.getByRole('status').filter({ hasText: 'Votre messagerie devrait s’ouvrir' })
    await expect(status).toBeVisible()
    const mailto = await status.getByRole('link', { name: 'Ouvrir ma messagerie' }).getAttribute('href')
    const url = new URL(mailto ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('hello@sankofadigital.com.gh')
    expect(url.searchParams.get('subject')).toBe('Demande de devis')
    expect(url.searchParams.get('body')).toBe(
      'Nom complet\u00a0: Awa Diop\nE-mail\u00a0: awa@example.sn\nNuméro de téléphone\u00a0: +221 77 123 45 67\nType de projet\u00a0: website-development\nDescription du projet\u00a0: Un site vitrine & une boutique.',
    )
    const whatsapp = await status.getByRole('link', { name: 'Envoyer sur WhatsApp' }).getAttribute('href')
    expect(new URL(whatsapp ?? '').searchParams.get('text')).toContain('Nom complet\u00a0: Awa Diop')
  })
})

test.describe('with a form endpoint', () => {
  const endpoint = new FormEndpoint()
  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: `http://127.0.0.1:${endpointBuildPort}` })
  test.beforeAll(() => endpoint.start())
  test.afterAll(() => endpoint.stop())
  test.beforeEach(() => {
    endpoint.received.length = 0
    endpoint.status = 200
    endpoint.delayMs = 0
  })

  test('the endpoint receives exactly the expected JSON, and the draft is cleared', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    await fillQuoteInEnglish(page)
    await page.getByRole('button', { name: 'Request My Free Quote' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message is on its way!' })).toBeVisible()
    expect(endpoint.received).toEqual([
      {
        contentType: 'application/json',
        body: {
          form: 'quote',
          language: 'en',
          pageUrl: `http://127.0.0.1:${endpointBuildPort}/quote`,
          fields: {
            fullName: 'Ama Mensah',
            email: 'ama@example.com',
            phone: '+233 24 555 0101',
            company: '',
            projectType: 'mobile-app-development',
            budget: '1500-5000',
            timeline: '',
            description: 'A booking app for our three clinics.',
            additionalInfo: '',
          },
        },
      },
    ])
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Full Name')).toHaveValue('')
  })

  test('a 500 shows a localised error with a retry and keeps every field', async ({ page }) => {
    endpoint.status = 500
    await page.goto('/fr/contact')
    await waitForPageScript(page)
    await page.getByLabel('Nom complet').fill('Koffi Yao')
    await page.getByLabel('Adresse e-mail').fill('koffi@example.ci')
    await page.getByLabel('Objet').fill('Application mobile')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour, pouvons-nous en parler ?')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'Votre message n’a pas pu être envoyé.' })
    await expect(failure).toBeVisible()
    await expect(page.getByLabel('Nom complet')).toHaveValue('Koffi Yao')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Bonjour, pouvons-nous en parler ?')

    endpoint.status = 200
    await failure.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Merci, votre message est bien parti !' })).toBeVisible()
    expect(endpoint.received).toHaveLength(2)
  })

  test('a double click sends once, and a filled honeypot sends nothing', async ({ page }) => {
    endpoint.delayMs = 600
    await page.goto('/contact')
    await waitForPageScript(page)
    await page.getByLabel('Full Name').fill('Yaw Boateng')
    await page.getByLabel('Email Address').fill('yaw@example.com')
    await page.getByLabel('Subject').fill('Website')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Send Message' }).dblclick()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(endpoint.received).toHaveLength(1)

    await page.goto('/contact')
    await waitForPageScript(page)
    await page.getByLabel('Full Name').fill('Spam Bot')
    await page.getByLabel('Email Address').fill('bot@example.com')
    await page.getByLabel('Subject').fill('Offer')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Buy now')
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(endpoint.received).toHaveLength(1)
  })
})
