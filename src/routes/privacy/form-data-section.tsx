import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useFormLabels } from '../../components/forms/use-form-labels.ts'
import { formEndpoint } from '../../components/forms/form-endpoint.ts'
import { formFields, type FieldName, type FieldRule, type FormId } from '../../content/form-fields.ts'
import { privacyFacts } from '../../content/studio.ts'
import { formatCountry } from '../../i18n/format.ts'
import { NoticeSection } from './notice-section.tsx'

const noticeForms = [
  { form: 'contact', titleKey: 'forms.contactForm' },
  { form: 'quote', titleKey: 'forms.quoteForm' },
] as const

/** Read from the forms' own fields; sent to this build's endpoint, or without one to the visitor's e-mail app or WhatsApp. */
export function FormDataSection() {
  const { t, i18n } = useTranslation('privacy')
  const { formServiceCopyDays: copyDays, formServiceCountry: country, enquiriesKeptMonths: keptMonths } = privacyFacts
  const serviceCopy = (host: string, days: number) =>
    days === 0 || !country
      ? t('forms.serviceCopyNone', { host })
      : t('forms.serviceCopy', { host, count: days, country: formatCountry(i18n.language, country) })
  return (
    <NoticeSection id="forms" title={t('forms.title')}>
      <Text>{t('forms.intro')}</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '10' }}>
        {noticeForms.map(({ form, titleKey }) => (
          <Box key={form} flex="1">
            <Heading as="h3" size="md" color="gray.900" marginBottom="2">
              {t(titleKey)}
            </Heading>
            <FieldList form={form} />
          </Box>
        ))}
      </Stack>
      {formEndpoint ? (
        <>
          <Text>
            {t('forms.endpoint', { host: new URL(formEndpoint).host })}
            {copyDays !== null && ` ${serviceCopy(new URL(formEndpoint).host, copyDays)}`}
          </Text>
          <Text>{t('forms.endpointFallback')}</Text>
        </>
      ) : (
        <Text>{t('forms.handOff')}</Text>
      )}
      <Text>
        {t('forms.use')}
        {keptMonths !== null && ` ${t('forms.retention', { count: keptMonths })}`}
      </Text>
    </NoticeSection>
  )
}

function FieldList<Form extends FormId>({ form }: { form: Form }) {
  const { t } = useTranslation()
  const { fieldLabel } = useFormLabels(form)
  const rules = formFields[form] as Record<FieldName<Form>, FieldRule>
  return (
    <Box as="ul" paddingStart="5" listStyleType="disc">
      {(Object.keys(rules) as FieldName<Form>[]).map((field) => (
        <li key={field}>
          {fieldLabel(field)}
          {!rules[field].required && ` ${t('forms.optional')}`}
        </li>
      ))}
    </Box>
  )
}
