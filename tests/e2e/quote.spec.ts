import { expect, test } from '@playwright/test'
import { quoteForm } from '../support/form-pages.ts'
import { waitForPageScript } from '../support/site.ts'

const { fields, pagesByLanguage, slugs, selects } = quoteForm

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
