import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { formFields, honeypotField, type FieldName, type FormId } from '../../content/form-fields.ts'
import { PageStringsCollector } from '../../i18n/page-strings-collector.ts'
import { siteConfig } from '../../site.config.ts'
import { marks } from './form-contract.ts'
import { formEndpoint } from './form-endpoint.ts'
import { formStrings } from './form-strings.ts'
import { FormTemplates } from './form-templates.tsx'
import { SiteFormField, wideFields } from './site-form-field.tsx'

interface SiteFormProps<Form extends FormId> {
  form: Form
  submitLabel: string
  mailSubject: string
  autoComplete?: Partial<Record<FieldName<Form>, string>>
}

/** form-controller.ts runs it; without JavaScript it posts natively, to the endpoint or as an e-mail. */
export function SiteForm<Form extends FormId>({ form, submitLabel, mailSubject, autoComplete = {} }: SiteFormProps<Form>) {
  const { t } = useTranslation()
  useContext(PageStringsCollector)?.push(formStrings(form))
  const fieldNames = Object.keys(formFields[form]) as FieldName<Form>[]
  const wide = wideFields(form)
  const submit = (busy: boolean) => (
    <Button
      type="submit"
      colorPalette="teal"
      size="lg"
      alignSelf="flex-start"
      loading={busy}
      loadingText={busy ? t('forms.status.sending') : undefined}
    >
      {submitLabel}
    </Button>
  )
  return (
    <chakra.form
      id={`${form}-form`}
      {...marks({ form, mailSubject })}
      action={formEndpoint ?? `mailto:${siteConfig.email}`}
      method="post"
      encType={formEndpoint ? undefined : 'text/plain'}
    >
      <Stack gap="5">
        <Text color="gray.600" fontSize="sm">
          {t('forms.requiredHint')}
        </Text>
        <div {...marks({ summaryArea: '' })} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {fieldNames.map((field) => (
            <SiteFormField key={field} form={form} field={field} autoComplete={autoComplete[field]} wide={wide.has(field)} />
          ))}
        </SimpleGrid>
        {/* The honeypot: password managers are told to skip it. */}
        <Box display="none">
          <label htmlFor={`${form}-${honeypotField}`}>{t('forms.honeypot')}</label>
          <input
            id={`${form}-${honeypotField}`}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-form-type="other"
          />
        </Box>
        <div {...marks({ keptArea: '' })} />
        <div {...marks({ statusArea: '' })} />
        {submit(false)}
      </Stack>
      <p {...marks({ pressStatus: '' })} aria-live="polite" />
      <FormTemplates busyButton={submit(true)} />
    </chakra.form>
  )
}
