import type { Page } from '@playwright/test'

/**
 * The browser asks to save data, as Chromium does with its data saver on: `navigator.connection.saveData`
 * and the `Save-Data` request header. For the benchmark and the browser tests.
 */
export async function emulateSaveData(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  // As text, whatever loads this module: a transform with esbuild's keepNames (tsx had one) would wrap inner functions in a helper the page lacks.
  await page.addInitScript({ content: "Object.defineProperty(NetworkInformation.prototype, 'saveData', { get: () => true })" })
}
