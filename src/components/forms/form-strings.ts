import type { FormId } from '../../content/form-fields.ts'
import type { IslandStrings } from '../island/island-strings.ts'

/** The strings the page script writes into a form: errors, counts, the hand-off message and the busy state. */
export const formStrings = (form: FormId): IslandStrings => ({ common: ['forms'], [form]: ['form'] })
