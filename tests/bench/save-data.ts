import type { Page } from '@playwright/test'

export async function emulateSaveData(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  // As text: a transform's keepNames would wrap inner functions in a helper the page lacks.
  await page.addInitScript({ content: "Object.defineProperty(NetworkInformation.prototype, 'saveData', { get: () => true })" })
}
