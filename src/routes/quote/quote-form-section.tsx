import { useTranslation } from 'react-i18next'
import { FormCard } from '../../components/forms/form-card'
import { SiteForm } from '../../components/forms/site-form'

export function QuoteFormSection() {
  const { t } = useTranslation('quote')
  return (
    <FormCard id="quote-form-title" title={t('form.title')} intro={t('form.intro')}>
      <SiteForm
        form="quote"
        submitLabel={t('form.submit')}
        mailSubject={t('form.mailSubject')}
        autoComplete={{ fullName: 'name', email: 'email', phone: 'tel', company: 'organization' }}
      />
    </FormCard>
  )
}
