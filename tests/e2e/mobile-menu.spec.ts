import { expect, test } from '@playwright/test'
import { localizePath, waitForPageScript } from '../support/site.ts'

test.use({ viewport: { width: 375, height: 740 } })

test.describe('mobile menu', () => {
  test('opens from the right as a modal, keeps focus out of the page behind, and closes on Escape, restoring focus', async ({ page }) => {
    await page.goto('/')
    await waitForPageScript(page)
    const trigger = page.getByRole('button', { name: 'Open menu' })
    await trigger.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: '+233 20 123 4567' })).toHaveAttribute('href', 'tel:+233201234567')
    await expect(menu.getByRole('link', { name: 'hello@sankofadigital.com.gh' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Get Free Quote' })).toBeVisible()
    // Once it has slid in, the panel's right edge is the screen's.
    await expect.poll(async () => Math.round(await menu.evaluate((panel) => panel.getBoundingClientRect().right))).toBe(375)

    // A modal dialog makes the page behind it inert: Tab cycles through the menu and the browser's own
    // controls (the body stands for them headless), never the page's links.
    let reachedMenu = 0
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab')
      const where = await menu.evaluate((dialog) =>
        dialog.contains(document.activeElement) ? 'menu' : document.activeElement === document.body ? 'browser' : 'page',
      )
      expect(where).not.toBe('page')
      if (where === 'menu') reachedMenu++
    }
    expect(reachedMenu).toBeGreaterThan(10)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await waitForPageScript(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Portfolio' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/portfolio')

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Get Free Quote' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/quote')
  })

  test('closes with its close button and with a tap beside it', async ({ page }) => {
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await trigger.click()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(20, 400)
    await expect(menu).toBeHidden()
  })

  test('is in French on French pages', async ({ page }) => {
    await page.goto('/fr/')
    await waitForPageScript(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Réalisations' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute('href', localizePath('quote', 'fr'))
  })
})

test.describe('mobile menu without the page script', () => {
  test.use({ javaScriptEnabled: false })

  test('opens on a tap and closes with Escape, a tap beside it and its close button, focus back on the button', async ({ page }) => {
    await page.goto('/fr/')
    const trigger = page.getByRole('button', { name: 'Ouvrir le menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const slidIn = () => expect.poll(async () => Math.round(await menu.evaluate((panel) => panel.getBoundingClientRect().right))).toBe(375)

    await trigger.click()
    await expect(menu.getByRole('link', { name: 'Réalisations' })).toBeVisible()
    await slidIn()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await slidIn()
    await page.mouse.click(20, 400)
    await expect(menu).toBeHidden()

    await trigger.click()
    await slidIn()
    await menu.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test('mobile menu: a tap made before the page script arrives opens it, and it stays open once the script runs', async ({ page }) => {
  let held: (() => Promise<void>)[] | undefined = []
  await page.route('**/*.js', (route) => (held ? void held.push(() => route.continue()) : route.continue()))
  // The page's load waits for its script; its HTML does not.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const trigger = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await trigger.click()
  await expect(menu.getByRole('link', { name: 'Portfolio' })).toBeVisible()
  expect(held.length).toBeGreaterThan(0)

  const release = held
  held = undefined
  await Promise.all(release.map((next) => next()))
  await waitForPageScript(page)
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Portfolio' }).click()
  await expect(page).toHaveURL('/portfolio')
})
