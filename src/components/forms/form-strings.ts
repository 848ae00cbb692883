import type { FormId } from '../../content/form-fields.ts'
import type { PageStrings } from '../../i18n/page-strings.ts'

export const formStrings = (form: FormId): PageStrings => ({ common: ['forms'], [form]: ['form'] })
