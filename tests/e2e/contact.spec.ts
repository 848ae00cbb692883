import { expect, test } from '@playwright/test'
import { contactForm } from '../support/form-pages.ts'
import { waitForPageScript } from '../support/site.ts'

const { fields, pagesByLanguage, hrefs } = contactForm

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
