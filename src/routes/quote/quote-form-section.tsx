import { useTranslation } from 'react-i18next'
import { FormCard } from '../../components/forms/form-card'
import { SiteForm } from '../../components/forms/site-form'
import { budgetAmounts, optionLabels } from '../../content/form-fields'

export function QuoteFormSection() {
  const { t, i18n } = useTranslation('quote')
  const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format
  const { low, middle, high } = budgetAmounts

  /** Option labels; budget ranges show their amounts in the page's currency format. */
  function optionLabel(value: string): string {
    switch (value) {
      case 'under-500':
        return t('form.options.budget.under500', { amount: usd(low) })
      case '500-1500':
        return t('form.options.budget.from500To1500', { from: usd(low), to: usd(middle) })
      case '1500-5000':
        return t('form.options.budget.from1500To5000', { from: usd(middle), to: usd(high) })
      case '5000-plus':
        return t('form.options.budget.over5000', { amount: usd(high) })
      default:
        return t(optionLabels[value as keyof typeof optionLabels] as 'form.options.budget.discuss')
    }
  }

  return (
    <FormCard id="quote-form-title" title={t('form.title')} intro={t('form.intro')}>
      <SiteForm
        form="quote"
        submitLabel={t('form.submit')}
        mailSubject={t('form.mailSubject')}
        optionLabel={optionLabel}
        autoComplete={{ fullName: 'name', email: 'email', phone: 'tel', company: 'organization' }}
      />
    </FormCard>
  )
}
