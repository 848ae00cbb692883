import { chromiumEngine } from '../../support/chromium-engine.ts'
import { testEngine } from '../../support/engine-flows.ts'

/** The engine of the other Playwright tests: Debian's Chromium headless shell, through Playwright, as playwright.config.ts launches it. */
testEngine(chromiumEngine)
