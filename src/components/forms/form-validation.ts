import { formFields, type FieldName, type FieldRule, type FormId, type FormValues } from '../../content/form-fields.ts'

export type FieldError = 'required' | 'email' | 'phone' | 'tooLong' | 'invalidOption'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** Permissive on purpose: digits, spaces, + - ( ) and dots, with at least 7 digits. */
const phoneCharacters = /^[\d\s+\-().]+$/

export function validateField(rule: FieldRule, rawValue: string): FieldError | undefined {
  const value = rawValue.trim()
  if (!value) return rule.required ? 'required' : undefined
  if (value.length > rule.maxLength) return 'tooLong'
  if (rule.kind === 'email' && !emailPattern.test(value)) return 'email'
  if (rule.kind === 'tel' && (!phoneCharacters.test(value) || value.replace(/\D/g, '').length < 7)) return 'phone'
  if (rule.options && !(rule.options as readonly string[]).includes(value)) return 'invalidOption'
  return undefined
}

/** The errors of a whole form, in field order, so the first one is where focus goes. */
export function validateForm<Form extends FormId>(form: Form, values: FormValues<Form>): Partial<Record<FieldName<Form>, FieldError>> {
  const errors: Partial<Record<FieldName<Form>, FieldError>> = {}
  const rules = formFields[form] as Record<FieldName<Form>, FieldRule>
  for (const field of Object.keys(rules) as FieldName<Form>[]) {
    const error = validateField(rules[field], values[field] ?? '')
    if (error) errors[field] = error
  }
  return errors
}

export function emptyValues<Form extends FormId>(form: Form): FormValues<Form> {
  return Object.fromEntries(Object.keys(formFields[form]).map((field) => [field, ''])) as FormValues<Form>
}
