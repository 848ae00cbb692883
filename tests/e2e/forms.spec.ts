import { expect, test, type Page } from '@playwright/test'
import { endpointBuildPort } from '../support/builds.ts'
import { formEndpointForTests, formspreeSuccess } from '../support/form-endpoint.ts'
import type { FormId } from '../../src/content/form-fields.ts'
import { shownFields } from '../support/form-pages.ts'
import { localeStrings } from '../support/locales.ts'
import { collectProblems, localizePath, waitForPageScript } from '../support/site.ts'

async function fillQuoteInEnglish(page: Page) {
  await page.getByLabel('Full Name').fill('  Ama Mensah ')
  await page.getByLabel('Email').fill('ama@example.com')
  await page.getByLabel('Phone Number').fill('+233 24 555 0101')
  await page.getByLabel('Project Type').selectOption({ label: 'Mobile App Development' })
  await page.getByLabel('Budget Range').selectOption({ label: '$1,500 – $5,000' })
  await page.getByLabel('Project Description').fill('A booking app for our three clinics.')
}

/** The first press's errors, focus and draft in each language: the engines' shared flows (tests/support/engine-flows.ts). */
test('after a first press, a field is checked again as the visitor leaves it', async ({ page }) => {
  await page.goto('/fr/contact')
  await waitForPageScript(page)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByRole('alert')).toContainText('Veuillez corriger 4 champs')
  const email = page.getByLabel('Adresse e-mail')
  await email.fill('ama@')
  await email.blur()
  await expect(email).toHaveAccessibleDescription(/adresse e-mail valide/)
  await email.fill('ama@example.com')
  await email.blur()
  await expect(email).toHaveAttribute('aria-invalid', 'false')
})

test.describe('drafts', () => {
  test('what the visitor typed survives a reload and a language switch', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    await fillQuoteInEnglish(page)
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Full Name')).toHaveValue('  Ama Mensah ')
    await expect(page.getByLabel('Project Type')).toHaveValue('mobileAppDevelopment')

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    await expect(page.getByLabel('Nom complet')).toHaveValue('  Ama Mensah ')
    await expect(page.getByLabel('Budget')).toHaveValue('from1500To5000')
    await expect(page.getByLabel('Description du projet')).toHaveValue('A booking app for our three clinics.')
  })

  test('a draft near a field’s limit comes back counted', async ({ page }) => {
    const problems = collectProblems(page)
    await page.goto('/contact')
    await waitForPageScript(page)
    await page.evaluate(() => sessionStorage.setItem('formDraft:contact', JSON.stringify({ message: 'a'.repeat(4500) })))
    await page.reload()
    await waitForPageScript(page)
    const message = page.getByRole('textbox', { name: 'Message', exact: true })
    await expect(message).toHaveValue('a'.repeat(4500))
    await expect(message).toHaveAccessibleDescription('4,500 of 5,000 characters')
    expect(problems).toEqual([])
  })
})

test.describe('without a form endpoint', () => {
  test('a valid submit hands off to e-mail and WhatsApp with the message written, each choice as the page words it', async ({ page }) => {
    const { path, submit, fields } = requiredFields('quote', 'fr')
    await page.goto(path)
    await waitForPageScript(page)
    await fillRequired(page, fields)
    await page.getByRole('button', { name: submit }).click()

    const status = page.getByRole('status').filter({ hasText: 'Votre messagerie e-mail devrait s’ouvrir' })
    await expect(status).toBeVisible()
    const mailto = await status.getByRole('link', { name: 'Ouvrir ma messagerie e-mail' }).getAttribute('href')
    const url = new URL(mailto ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('hello@sankofadigital.com.gh')
    expect(url.searchParams.get('subject')).toBe('Demande de devis')
    expect(url.searchParams.get('body')).toBe(
      'Nom complet\u00a0: Awa Diop\nAdresse e-mail\u00a0: awa@example.sn\nNuméro de téléphone\u00a0: +221 77 123 45 67\nType de projet\u00a0: Création de site web\nDescription du projet\u00a0: Un site vitrine & une boutique.',
    )
    const whatsapp = await status.getByRole('link', { name: 'Envoyer sur WhatsApp' }).getAttribute('href')
    expect(new URL(whatsapp ?? '').searchParams.get('text')).toContain('Nom complet\u00a0: Awa Diop')
  })
})

/** What a visitor types in each required field, by language. */
const typed = {
  en: {
    fullName: 'Ama Mensah',
    email: 'ama@example.com',
    phone: '+233 24 555 0101',
    subject: 'A website',
    message: 'Hello, can we talk about a website?',
    projectType: 'websiteDevelopment',
    description: 'A shop for our fabrics.',
  },
  fr: {
    fullName: 'Awa Diop',
    email: 'awa@example.sn',
    phone: '+221 77 123 45 67',
    subject: 'Un site',
    message: 'Bonjour, pouvons-nous parler d’un site ?',
    projectType: 'websiteDevelopment',
    description: 'Un site vitrine & une boutique.',
  },
}

/** A form's page, its button and its required fields by label, as a visitor fills them in `language`; the long text comes last. */
function requiredFields(form: FormId, language: keyof typeof typed) {
  const fields = shownFields(form, language).filter(({ required }) => required)
  return {
    path: localizePath(form, language),
    submit: localeStrings(language)[`${form}:form.submit`]!,
    fields: fields.map(({ name, label }) => [label, typed[language][name as keyof (typeof typed)['en']]] as const),
  }
}

async function fillRequired(page: Page, fields: readonly (readonly [string, string])[]) {
  for (const [label, value] of fields) {
    const field = page.locator('form').getByLabel(label)
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value)
    else await field.fill(value)
  }
}

test.describe('the first click on the button sends, even when fixing errors moves the form', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const form of ['contact', 'quote'] as const) {
    for (const language of ['en', 'fr'] as const) {
      test(`${form} form in ${language}`, async ({ page }) => {
        const { path, submit, fields } = requiredFields(form, language)
        await page.goto(path)
        await waitForPageScript(page)
        const button = page.getByRole('button', { name: submit })
        await button.click()
        await expect(page.getByRole('alert')).toBeVisible()
        await fillRequired(page, fields)
        // The focus is still in the long text, which showed an error: leaving it takes the error and the summary's line away.
        await expect(page.locator('form').getByLabel(fields.at(-1)![0])).toBeFocused()
        await button.click()
        await expect(
          page
            .getByRole('status')
            .filter({ has: page.getByRole('link', { name: language === 'en' ? 'Open My Email App' : 'Ouvrir ma messagerie e-mail' }) }),
        ).toBeVisible()
      })
    }
  }
})

test.describe('long text', () => {
  test('a 5,043-character paste stays whole, is counted, and is refused on leaving the field and on submit', async ({ page }) => {
    await page.goto('/contact')
    await waitForPageScript(page)
    await fillRequired(page, requiredFields('contact', 'en').fields.slice(0, 3))
    const message = page.getByRole('textbox', { name: 'Message', exact: true })
    const pasted = `${'We need a booking site for our clinics. '.repeat(127).slice(0, 5042)}.`
    await message.fill('')
    await page.keyboard.insertText(pasted)
    await expect(message).toHaveValue(pasted)
    await expect(message).toHaveAccessibleDescription('43 characters over the limit')
    await message.blur()
    await expect(message).toHaveAccessibleDescription(
      'This is too long: please use 5,000 characters or fewer. 43 characters over the limit',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('Please correct 1 field:')
    await expect(page.getByRole('alert')).toContainText('Message – This is too long')
    await expect(page.getByRole('status')).toHaveCount(0)
    await expect(message).toHaveValue(pasted)
  })

  test('in French, the count near the limit is written the French way', async ({ page }) => {
    await page.goto('/fr/contact')
    await waitForPageScript(page)
    const message = page.getByRole('textbox', { name: 'Message', exact: true })
    await message.fill('a'.repeat(4321))
    await expect(message).toHaveAccessibleDescription('4\u202f321 sur 5\u202f000\u00a0caractères')
    await message.fill('a'.repeat(5001))
    await expect(message).toHaveAccessibleDescription('1\u00a0caractère de trop')
    await message.blur()
    await expect(message).toHaveAccessibleDescription(
      'Ce texte est trop long\u00a0: veuillez le limiter à 5\u202f000\u00a0caractères. 1\u00a0caractère de trop',
    )
  })

  test('a message too long for a link is copied first, with a short e-mail that says where to paste it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { path, submit, fields } = requiredFields('quote', 'fr')
    await page.goto(path)
    await waitForPageScript(page)
    await fillRequired(page, fields.slice(0, -1))
    const description =
      'Nous voulons une boutique en ligne avec paiement Mobile Money, livraison à Dakar et à Thiès, et un espace client. '.repeat(40)
    await page.getByLabel('Description du projet').fill(description)
    await page.getByRole('button', { name: submit }).click()

    const status = page.getByRole('status').filter({ hasText: 'Encore une étape pour envoyer votre message.' })
    await expect(status).toContainText('trop long pour passer par un lien e-mail ou WhatsApp')
    const mailto = new URL((await status.getByRole('link', { name: 'Ouvrir ma messagerie e-mail' }).getAttribute('href')) ?? '')
    expect(mailto.href.length).toBeLessThan(1800)
    expect(mailto.searchParams.get('body')).toBe('Collez votre message ici.')
    await status.getByRole('button', { name: 'Copier mon message' }).click()
    await expect(status.getByRole('status')).toHaveText(
      'Message copié. Ouvrez maintenant votre messagerie e-mail ou WhatsApp, puis collez-le.',
    )
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.startsWith('Demande de devis\n\nNom complet\u00a0: Awa Diop\n')).toBe(true)
    expect(copied).toContain(`Description du projet\u00a0: ${description.trim()}`)
  })
})

test.describe('with a form endpoint', () => {
  const endpoint = formEndpointForTests()
  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: `http://127.0.0.1:${endpointBuildPort}` })

  async function fillContact(page: Page) {
    await page.goto('/contact')
    await waitForPageScript(page)
    await fillRequired(page, requiredFields('contact', 'en').fields)
  }

  test('the endpoint receives exactly the expected JSON, and the draft is cleared', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    await fillQuoteInEnglish(page)
    await page.getByRole('button', { name: 'Request My Free Quote' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has reached us!' })).toBeVisible()
    expect(endpoint.received).toEqual([
      {
        contentType: 'application/json',
        status: 200,
        body: {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as unknown,
          form: 'quote',
          language: 'en',
          pageUrl: `http://127.0.0.1:${endpointBuildPort}/quote`,
          fields: {
            fullName: 'Ama Mensah',
            email: 'ama@example.com',
            phone: '+233 24 555 0101',
            company: '',
            projectType: 'mobileAppDevelopment',
            budget: 'from1500To5000',
            timeline: '',
            description: 'A booking app for our three clinics.',
            additionalInfo: '',
          },
          _gotcha: '',
          elapsedSeconds: expect.any(Number) as unknown,
        },
      },
    ])
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Full Name')).toHaveValue('')
  })

  test('a refused message too long for a link asks to copy it, never says it is in the links', async ({ page }) => {
    endpoint.answer = { status: 422, contentType: 'application/json', body: '{"errors":[{"message":"Form not found"}]}' }
    const { path, submit, fields } = requiredFields('contact', 'en')
    await page.goto(path)
    await waitForPageScript(page)
    await fillRequired(page, fields.slice(0, -1))
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We need an online shop with mobile money and delivery. '.repeat(40))
    await page.getByRole('button', { name: submit }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'Your message could not be sent.' })
    await expect(failure).toContainText('Try again in a moment, or send your message to us by email or on WhatsApp with the buttons below.')
    await expect(failure).toContainText('Your message is too long to travel in an email or WhatsApp link.')
    await expect(failure).not.toContainText('already filled in')
    await expect(failure.getByRole('button', { name: 'Copy My Message' })).toBeVisible()
  })

  test('a refusal says the fault is ours, offers a retry and both hand-offs, and keeps every field', async ({ page }) => {
    endpoint.answer = { status: 422, contentType: 'application/json', body: '{"errors":[{"message":"Form not found"}]}' }
    const { path, submit, fields } = requiredFields('contact', 'fr')
    await page.goto(path)
    await waitForPageScript(page)
    await fillRequired(page, fields)
    await page.getByRole('button', { name: submit }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'Votre message n’a pas pu être envoyé.' })
    await expect(failure).toContainText('Le problème vient de notre côté, pas du vôtre')
    await expect(failure).toContainText('avec les boutons ci-dessous\u00a0: il est déjà prêt.')
    await expect(failure).not.toContainText('connexion')
    const mailto = new URL((await failure.getByRole('link', { name: 'Ouvrir ma messagerie e-mail' }).getAttribute('href')) ?? '')
    expect(mailto.searchParams.get('body')).toContain('Message\u00a0: Bonjour, pouvons-nous parler d’un site ?')
    const whatsapp = new URL((await failure.getByRole('link', { name: 'Envoyer sur WhatsApp' }).getAttribute('href')) ?? '')
    expect(whatsapp.searchParams.get('text')).toContain('Nom complet\u00a0: Awa Diop')
    await expect(page.getByLabel('Nom complet')).toHaveValue('Awa Diop')

    endpoint.answer = formspreeSuccess
    await failure.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Merci, votre message nous est bien parvenu !' })).toBeVisible()
    expect(endpoint.received).toHaveLength(2)
  })

  test('what is edited while sending is kept, in the form and its draft, and so is a second message', async ({ page }) => {
    const release = endpoint.hold()
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await endpoint.waitForRequests(1)
    await page.getByLabel('Subject').fill('A website, and an app')
    release()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has reached us!' })).toBeVisible()
    expect(endpoint.received[0]?.body).toMatchObject({ fields: { subject: 'A website' } })
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect(page.getByLabel('Subject')).toHaveValue('A website, and an app')

    await page.getByLabel('Full Name').fill('Kwame Asante')
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Subject')).toHaveValue('A website, and an app')
    await expect(page.getByLabel('Full Name')).toHaveValue('Kwame Asante')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
  })

  test('three submits in one task send once', async ({ page }) => {
    const release = endpoint.hold()
    await fillContact(page)
    await page.locator('form[data-form="contact"]').evaluate((form: HTMLFormElement) => {
      form.requestSubmit()
      form.requestSubmit()
      form.requestSubmit()
    })
    await endpoint.waitForRequests(1)
    release()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(endpoint.received).toHaveLength(1)
  })

  test('the endpoint gets the hidden field’s value and the time taken, and names without characters that turn text around', async ({
    page,
  }) => {
    await fillContact(page)
    const honeypot = page.locator('input[name="_gotcha"]')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(honeypot).toBeHidden()
    await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
    await page.getByLabel('Full Name').fill('Ama \u202Egnp.exe\u202C Mensah')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(endpoint.received).toEqual([
      {
        contentType: 'application/json',
        status: 200,
        body: expect.objectContaining({
          _gotcha: 'https://spam.example',
          elapsedSeconds: expect.any(Number) as unknown,
          fields: expect.objectContaining({ fullName: 'Ama gnp.exe Mensah' }),
        }) as object,
      },
    ])
  })
})
