import { expect, test } from '@playwright/test'
import { endpointBuildPort } from '../support/builds.ts'
import { localeStrings } from '../support/locales.ts'
import { headings, linesOf, linkNamed, mainOf, parseHtml, plainSpaces, textsOf } from '../support/prerendered-html.ts'
import { emulateSaveData, localizePath, serveExternalImages, siteConfig, siteUrls, waitForPageScript } from '../support/site.ts'

const notice = {
  en: {
    title: 'Privacy Policy',
    sections: [
      'What Our Forms Collect',
      'What Stays in Your Browser',
      'Cookies and Analytics',
      'When You Open a Page',
      'Questions About Your Data',
    ],
    forms: {
      'The contact form': ['Full Name', 'Email Address', 'Phone Number (optional)', 'Company Name (optional)', 'Subject', 'Message'],
      'The quote form': [
        'Full Name',
        'Email Address',
        'Phone Number',
        'Company Name (optional)',
        'Project Type',
        'Budget Range (optional)',
        'Timeline (optional)',
        'Project Description',
        'Additional Information (optional)',
      ],
    },
    footer: { privacy: 'Privacy Policy', cookies: 'Cookie Policy', terms: 'Terms of Service' },
  },
  fr: {
    title: 'Politique de confidentialité',
    sections: [
      'Ce que collectent nos formulaires',
      'Ce qui reste dans votre navigateur',
      'Cookies et mesure d’audience',
      'Quand vous ouvrez une page',
      'Une question sur vos données ?',
    ],
    forms: {
      'Le formulaire de contact': [
        'Nom complet',
        'Adresse e-mail',
        'Numéro de téléphone (facultatif)',
        'Nom de l’entreprise (facultatif)',
        'Objet',
        'Message',
      ],
      'Le formulaire de devis': [
        'Nom complet',
        'Adresse e-mail',
        'Numéro de téléphone',
        'Nom de l’entreprise (facultatif)',
        'Type de projet',
        'Budget (facultatif)',
        'Délai souhaité (facultatif)',
        'Description du projet',
        'Informations complémentaires (facultatif)',
      ],
    },
    footer: {
      privacy: 'Politique de confidentialité',
      cookies: 'Politique relative aux cookies',
      terms: 'Conditions générales d’utilisation',
    },
  },
} as const

const privacyText = (language: 'en' | 'fr', key: string) => localeStrings(language)[`privacy:${key}`] ?? `missing privacy:${key}`

test.describe('privacy notice, prerendered', () => {
  for (const language of ['en', 'fr'] as const) {
    const path = localizePath('privacy', language)
    const expected = notice[language]

    test(`${path} has its sections, each form's fields and the studio's contact details`, async ({ request }) => {
      const main = mainOf(await (await request.get(path)).text())
      expect(headings(main, 1)).toEqual([expected.title])
      expect(headings(main, 2).map(plainSpaces)).toEqual(expected.sections.map(plainSpaces))
      expect(headings(main, 3)).toEqual(Object.keys(expected.forms))
      const lists = [...main.querySelectorAll('ul')].map((list) => textsOf(list, 'li'))
      expect(lists).toEqual(Object.values(expected.forms))

      expect(main.querySelector('#cookies h2')?.textContent).toBe(expected.sections[2])
      const lines = linesOf(main)
      const host = new URL(siteConfig.imageHost).host
      expect(
        lines.some((line) => line.includes(host)),
        `the image host ${host} is named`,
      ).toBe(true)
      expect(linkNamed(main, siteConfig.email)).toBe(`mailto:${siteConfig.email}`)
      expect(main.querySelector(`a[href="tel:${siteConfig.phone.e164}"]`)).not.toBeNull()
    })

    test(`${path} says this build's forms open the visitor's e-mail app, and only then does the draft stay until the tab closes`, async ({
      request,
    }) => {
      const paragraphs = textsOf(mainOf(await (await request.get(path)).text()), 'p')
      expect(paragraphs).toContain(privacyText(language, 'forms.handOff'))
      expect(paragraphs).toContain(privacyText(language, 'browser.draft'))
      expect(paragraphs.join('\n')).not.toContain(privacyText(language, 'forms.endpointFallback'))
      expect(paragraphs.join('\n')).not.toContain(privacyText(language, 'browser.draftSent'))
    })
  }

  test('with a form endpoint, the notice names its host and says when the draft is deleted', async ({ request }) => {
    const main = mainOf(await (await request.get(`http://127.0.0.1:${endpointBuildPort}${localizePath('privacy', 'fr')}`)).text())
    const paragraphs = textsOf(main, 'p')
    // npm run build:endpoint sends to http://127.0.0.1:4599/forms (scripts/build.ts).
    expect(paragraphs).toContain(privacyText('fr', 'forms.endpoint').replace('{{host}}', '127.0.0.1:4599'))
    expect(paragraphs).toContain(privacyText('fr', 'forms.endpointFallback'))
    expect(paragraphs).toContain(`${privacyText('fr', 'browser.draft')} ${privacyText('fr', 'browser.draftSent')}`)
    expect(paragraphs).not.toContain(privacyText('fr', 'forms.handOff'))
  })

  test('every page’s footer links to the notice and its cookies section; the terms stay plain text', async ({ request }) => {
    for (const { path, language } of siteUrls) {
      const footer = parseHtml(await (await request.get(path)).text()).querySelector('footer')!
      const { privacy, cookies, terms } = notice[language as keyof typeof notice].footer
      expect(linkNamed(footer, privacy), `${path}: ${privacy}`).toBe(localizePath('privacy', language))
      expect(linkNamed(footer, cookies), `${path}: ${cookies}`).toBe(localizePath('privacy', language, 'cookies'))
      expect(textsOf(footer, 'li'), `${path}: ${terms}`).toContain(terms)
      expect(linkNamed(footer, terms), `${path}: ${terms} leads nowhere yet`).toBeNull()
    }
  })
})

test.describe('privacy notice in the browser', () => {
  test('the footer’s Cookie Policy opens the cookies section, Privacy Policy the notice’s top', async ({ page }) => {
    await page.goto(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Politique relative aux cookies' }).click()
    await expect(page).toHaveURL(localizePath('privacy', 'fr', 'cookies'))
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies et mesure d’audience' })).toBeInViewport()

    await page.goto('/contact')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(localizePath('privacy', 'en'))
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInViewport()
  })

  test.describe('what the notice says the site keeps is all it keeps', () => {
    // A French browser on English pages, so the suggestion of French shows and can be turned down.
    test.use({ locale: 'fr-CI' })

    test('no cookie, only the named storage keys (the Save-Data photo choice included), and no request beyond the site and its image host', async ({
      page,
      context,
      baseURL,
    }) => {
      await serveExternalImages(page)
      const origins = new Set<string>()
      page.on('request', (request) => origins.add(new URL(request.url()).origin))

      await page.goto('/quote')
      await waitForPageScript(page)
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Ama Mensah')
      await page.getByRole('button', { name: 'Non, merci' }).click()
      await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Français' }).click()
      await expect(page).toHaveURL(localizePath('quote', 'fr'))
      await waitForPageScript(page)
      await expect(page.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Ama Mensah')
      const showPhotos = localeStrings('fr')['common:saveData.showPhotos']
      await emulateSaveData(page)
      await page.goto(localizePath('portfolio', 'fr'))
      await waitForPageScript(page)
      await page.getByRole('button', { name: showPhotos }).click()
      await expect(page.getByRole('button', { name: showPhotos })).toBeHidden()

      expect(await context.cookies()).toEqual([])
      expect(await page.evaluate(() => document.cookie)).toBe('')
      const storage = await page.evaluate(() => ({
        local: Object.keys(localStorage).sort(),
        session: Object.keys(sessionStorage).sort(),
      }))
      expect(storage).toEqual({ local: ['fullPhotos', 'languageSuggestionDismissed', 'preferredLanguage'], session: ['formDraft:quote'] })
      expect([...origins].sort()).toEqual([new URL(baseURL!).origin, new URL(siteConfig.imageHost).origin].sort())
    })
  })
})
