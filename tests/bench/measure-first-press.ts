import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'
import { median, openSlowPhone } from './phone.ts'

export const networks = {
  slow4g: { label: 'slow 4G', rttMs: 150, downloadKbps: 1638.4, uploadKbps: 750 },
  regular3g: { label: '3G', rttMs: 300, downloadKbps: 700, uploadKbps: 700 },
} as const
export type NetworkName = keyof typeof networks

/** Chromium's own throttling, as DevTools applies it; the session stays open for the caller's other commands. */
export async function throttleNetwork(page: Page, network: NetworkName): Promise<CDPSession> {
  const { rttMs, downloadKbps, uploadKbps } = networks[network]
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: (downloadKbps * 1024) / 8,
    uploadThroughput: (uploadKbps * 1024) / 8,
  })
  return cdp
}

/** `floor`: the same press on the page without its scripts, answered by the next frame painted: the phone's own floor. */
export type PressMoment = 'atLoad' | 'woken' | 'floor'
export type FormContent = 'empty' | 'filled'

interface PressTimes {
  /** From the finger coming down to the first frame with a visible answer to it: the button busy, or the answer itself. */
  firstChangeMs: number
  /** From the finger coming down to the first frame with the answer: errors with their summary, or the hand-off or sending status. */
  answerMs: number
}

export interface FirstPress {
  network: NetworkName
  moment: PressMoment
  content: FormContent
  firstChangeMs: number
  answerMs: number
  worstAnswerMs: number
  runs: PressTimes[]
}

/** Put back from a draft at load, so no intent on the form comes before the press. */
const filledDrafts: Record<string, Record<string, string>> = {
  contact: {
    fullName: 'Ama Owusu-Mensah',
    email: 'ama@example.com',
    subject: 'A website for our shop',
    message: 'We sell fabrics in Accra and would like to take orders online.',
  },
  quote: {
    fullName: 'Ama Owusu-Mensah',
    email: 'ama@example.com',
    phone: '+233 20 000 0000',
    projectType: 'websiteDevelopment',
    description: 'We sell fabrics in Accra and would like to take orders online.',
  },
}

export async function measureFirstPress(
  url: string,
  floorUrl: string,
  runs: number,
  {
    networkNames = ['slow4g', 'regular3g'] as NetworkName[],
    moments = ['atLoad', 'woken', 'floor'] as PressMoment[],
    contents = ['empty', 'filled'] as FormContent[],
  } = {},
): Promise<FirstPress[]> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const results: FirstPress[] = []
  try {
    for (const network of networkNames) {
      for (const moment of moments) {
        for (const content of moment === 'floor' ? (['empty'] as const) : contents) {
          const times: PressTimes[] = []
          for (let run = 0; run < runs; run++)
            times.push(await pressOnce(browser, moment === 'floor' ? floorUrl : url, network, moment, content))
          const answers = times.map(({ answerMs }) => answerMs)
          results.push({
            network,
            moment,
            content,
            firstChangeMs: median(times.map(({ firstChangeMs }) => firstChangeMs)),
            answerMs: median(answers),
            worstAnswerMs: Math.round(Math.max(...answers)),
            runs: times,
          })
        }
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

async function pressOnce(
  browser: Browser,
  url: string,
  network: NetworkName,
  moment: PressMoment,
  content: FormContent,
): Promise<PressTimes> {
  const page = await openSlowPhone(browser)
  try {
    await throttleNetwork(page, network)
    // As text: a transform's keepNames would wrap inner functions in a helper the page lacks.
    const drafts = content === 'filled' ? JSON.stringify(filledDrafts) : 'null'
    await page.addInitScript({
      content: `
        const drafts = ${drafts}
        if (drafts) for (const [form, values] of Object.entries(drafts)) sessionStorage.setItem('formDraft:' + form, JSON.stringify(values))
        window.firstPress = { pressedAt: 0, firstChangeAt: 0, answerAt: 0 }
        addEventListener('pointerdown', (event) => {
          if (event.target.closest && event.target.closest('form [type=submit]') && !window.firstPress.pressedAt) window.firstPress.pressedAt = event.timeStamp
        }, { capture: true })`,
    })
    await page.goto(url, { waitUntil: 'load' })
    // Woken: the page idle and the form's outbox code loaded, as after a visitor's first look around.
    if (moment === 'woken') await page.locator('html[data-outbox="ready"]').waitFor({ state: 'attached', timeout: 60_000 })
    await watchForAnswer(page, moment === 'floor')
    const button = page.locator('form[data-form] [type=submit]')
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await button.tap()
    await page.waitForFunction(() => (window as unknown as { firstPress: { answerAt: number } }).firstPress.answerAt > 0, null, {
      timeout: 30_000,
    })
    return await page.evaluate(() => {
      const { pressedAt, firstChangeAt, answerAt } = (
        window as unknown as { firstPress: { pressedAt: number; firstChangeAt: number; answerAt: number } }
      ).firstPress
      return { firstChangeMs: Math.round(firstChangeAt - pressedAt), answerMs: Math.round(answerAt - pressedAt) }
    })
  } finally {
    await page.context().close()
  }
}

/** A frame's time is that of its animation frame callback, just before it paints. */
async function watchForAnswer(page: Page, floor: boolean): Promise<void> {
  if (floor) {
    await page.evaluate(`addEventListener('pointerdown', () => requestAnimationFrame((time) => {
      window.firstPress.firstChangeAt ||= time
      window.firstPress.answerAt ||= time
    }), { capture: true })`)
    return
  }
  await page.evaluate(`{
    const state = window.firstPress
    const form = document.querySelector('form[data-form]')
    const button = form.querySelector('[type=submit]')
    const label = button.textContent
    const busy = () => button.getAttribute('aria-busy') === 'true' || button.hasAttribute('data-loading') || button.textContent !== label
    const answered = () =>
      form.querySelector('[role=alert] li, [role=status], [role=alert]') !== null ||
      (button.hasAttribute('data-loading') && form.getAttribute('aria-busy') === 'true')
    const check = () => {
      if (!state.pressedAt) return
      if (!state.firstChangeAt && (busy() || answered())) requestAnimationFrame((time) => (state.firstChangeAt ||= time))
      if (!state.answerAt && answered()) requestAnimationFrame((time) => (state.answerAt ||= time))
    }
    new MutationObserver(check).observe(form, { subtree: true, childList: true, attributes: true, characterData: true })
  }`)
}
