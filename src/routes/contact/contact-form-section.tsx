import { useTranslation } from 'react-i18next'
import { FormCard } from '../../components/forms/form-card'
import { Island } from '../../islands/island'

export function ContactFormSection() {
  const { t } = useTranslation('contact')
  return (
    <FormCard id="contact-form-title" title={t('form.title')} intro={t('form.intro')}>
      <Island
        id="site-form"
        props={{
          form: 'contact',
          submitLabel: t('form.submit'),
          mailSubject: t('form.mailSubject'),
          autoComplete: { fullName: 'name', email: 'email', phone: 'tel', company: 'organization' },
        }}
      />
    </FormCard>
  )
}
