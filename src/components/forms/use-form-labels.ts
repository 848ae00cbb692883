import { useTranslation } from 'react-i18next'
import { budgetAmounts, formLabels, optionLabels, type FieldName, type FormId, type OptionValue } from '../../content/form-fields.ts'
import { formatPrice } from '../../i18n/format.ts'

export function useFormLabels<Form extends FormId>(form: Form) {
  const { i18n } = useTranslation()
  const contact = i18n.getFixedT(null, 'contact')
  const quote = i18n.getFixedT(null, 'quote')
  const fieldLabel = (field: FieldName<Form>): string =>
    form === 'contact'
      ? contact(formLabels.contact.fields[field as FieldName<'contact'>])
      : quote(formLabels.quote.fields[field as FieldName<'quote'>])
  /** Select options live in the quote form only; budget amounts are written the page's way. */
  const optionLabel = (value: OptionValue): string => {
    const amounts: Partial<Record<'amount' | 'from' | 'to', number>> =
      value in budgetAmounts ? budgetAmounts[value as keyof typeof budgetAmounts] : {}
    const price = (amount: number | undefined) => (amount === undefined ? undefined : formatPrice(i18n.language, amount))
    return quote(optionLabels[value], { amount: price(amounts.amount), from: price(amounts.from), to: price(amounts.to) })
  }
  return { fieldLabel, optionLabel }
}
