import { testEngine } from '../../support/engine-flows.ts'
import { firefox } from '../../support/firefox.ts'

/** The second engine: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi. */
testEngine(firefox)
