import { useTranslation } from 'react-i18next'
import { formChoices, formLabels, type ChoiceField, type FieldName, type FormId } from '../../content/form-fields.ts'
import { formatPrice } from '../../i18n/format.ts'

export function useFormLabels<Form extends FormId>(form: Form) {
  const { i18n } = useTranslation()
  const contact = i18n.getFixedT(null, 'contact')
  const quote = i18n.getFixedT(null, 'quote')
  const fieldLabel = (field: FieldName<Form>): string =>
    form === 'contact'
      ? contact(formLabels.contact.fields[field as FieldName<'contact'>])
      : quote(formLabels.quote.fields[field as FieldName<'quote'>])
  /** Select options live in the quote form only; by interpolation variable, a budget's amounts are written the page's way. */
  const optionLabel = (field: ChoiceField, value: string): string => {
    const choice = formChoices[field].find((candidate) => candidate.value === value)
    if (!choice) return value
    const amounts: Partial<Record<'amount' | 'from' | 'to', number>> = choice.amounts
    const price = (amount: number | undefined) => (amount === undefined ? undefined : formatPrice(i18n.language, amount))
    return quote(choice.labelKey, { amount: price(amounts.amount), from: price(amounts.from), to: price(amounts.to) })
  }
  return { fieldLabel, optionLabel }
}
