import { testEngine } from '../../support/engine-flows.ts'
import { webkit } from '../../support/webkit.ts'

/** Safari's engine: Debian's WebKitGTK, driven by selenium-webdriver through WebKitWebDriver, in Xvfb. */
testEngine(webkit)
