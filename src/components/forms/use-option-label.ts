import { useTranslation } from 'react-i18next'
import { budgetAmounts, budgetCurrency, formLabels, optionLabels, type FormId, type OptionValue } from '../../content/form-fields'

/** The visible label of a select option of a form, in the page's language; budget amounts are formatted with Intl. */
export function useOptionLabel(form: FormId): (value: OptionValue) => string {
  const { i18n } = useTranslation()
  // Keys come from the typed map in form-fields; typed i18next cannot follow a lookup by form, the form tests check every label.
  const t = i18n.getFixedT(null, formLabels[form].namespace) as unknown as (key: string, options?: Record<string, string>) => string
  const currency = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: budgetCurrency, maximumFractionDigits: 0 })
  return (value) => {
    const amounts: Record<string, number> = value in budgetAmounts ? budgetAmounts[value as keyof typeof budgetAmounts] : {}
    return t(optionLabels[value], Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, currency.format(amount)])))
  }
}
