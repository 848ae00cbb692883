import type { FormId } from '../../content/form-fields.ts'
import type { IslandStrings } from '../island/island-strings.ts'

export const formStrings = (form: FormId): IslandStrings => ({ common: ['forms'], [form]: ['form'] })
