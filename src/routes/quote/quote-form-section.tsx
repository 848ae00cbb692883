import { useTranslation } from 'react-i18next'
import { FormCard } from '../../components/forms/form-card'
import { Island } from '../../islands/island'

export function QuoteFormSection() {
  const { t } = useTranslation('quote')
  return (
    <FormCard id="quote-form-title" title={t('form.title')} intro={t('form.intro')}>
      <Island
        id="site-form"
        props={{
          form: 'quote',
          submitLabel: t('form.submit'),
          mailSubject: t('form.mailSubject'),
          autoComplete: { fullName: 'name', email: 'email', phone: 'tel', company: 'organization' },
        }}
      />
    </FormCard>
  )
}
