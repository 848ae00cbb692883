import { useTranslation } from 'react-i18next'
import type { FormId } from '../../content/form-fields.ts'
import { FormCard } from './form-card.tsx'
import { SiteForm } from './site-form.tsx'

export function FormSection({ form }: { form: FormId }) {
  const { t } = useTranslation(form)
  return (
    <FormCard id={`${form}-form-title`} title={t('form.title')} intro={t('form.intro')}>
      <SiteForm
        form={form}
        submitLabel={t('form.submit')}
        mailSubject={t('form.mailSubject')}
        autoComplete={{ fullName: 'name', email: 'email', phone: 'tel', company: 'organization' }}
      />
    </FormCard>
  )
}
