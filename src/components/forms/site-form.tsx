import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formFields, honeypotField, type FieldName, type FieldRule, type FormId } from '../../content/form-fields.ts'
import { siteConfig } from '../../site.config.ts'
import { ErrorSummary } from './error-summary.tsx'
import { useErrorMessage } from './form-field.tsx'
import { SiteFormField } from './site-form-field.tsx'
import { FormStatusPanel } from './form-status.tsx'
import { useFormLabels } from './use-form-labels.ts'
import { formElementId } from './prepare-form.ts'
import { formEndpoint, useSiteForm } from './use-site-form.ts'

interface SiteFormProps<Form extends FormId> {
  form: Form
  submitLabel: string
  /** The subject line of the e-mail hand-off. */
  mailSubject: string
  autoComplete?: Partial<Record<FieldName<Form>, string>>
}

/**
 * A contact or quote form. Without JavaScript it posts natively (to the endpoint, or as an e-mail);
 * with it, it validates in the visitor's language, keeps a draft and sends or hands off to e-mail.
 * The page script, not React, turns the browser's own validation off (prepare-form.ts): a value
 * React would set only after hydrating costs a second render of the whole form.
 */
export function SiteForm<Form extends FormId>({ form, submitLabel, mailSubject, autoComplete = {} }: SiteFormProps<Form>) {
  const { t: tCommon, i18n } = useTranslation()
  const { fieldLabel: labelOf } = useFormLabels(form)
  const errorMessage = useErrorMessage()
  const rules = formFields[form] as Record<FieldName<Form>, FieldRule>
  const fieldNames = Object.keys(rules) as FieldName<Form>[]
  const { formRef, values, errors, summary, status, errorSummaryVersion, onChange, onBlur, onSubmit, retry, cancelQueued } = useSiteForm({
    form,
    language: i18n.language,
    labelOf,
    line: (label, value) => tCommon('forms.messageLine', { label, value }),
    mailSubject,
    pasteHint: tCommon('forms.pasteHint'),
  })
  const fieldId = (field: string) => `${form}-${field}`

  return (
    <chakra.form
      ref={formRef}
      id={formElementId(form)}
      data-form={form}
      action={formEndpoint ?? `mailto:${siteConfig.email}`}
      method="post"
      encType={formEndpoint ? undefined : 'text/plain'}
      onSubmit={onSubmit}
      aria-busy={status.state === 'sending'}
    >
      <Stack gap="5">
        <Text color="gray.600" fontSize="sm">
          {tCommon('forms.requiredHint')}
        </Text>
        {summary.length > 0 && (
          <ErrorSummary
            key={errorSummaryVersion}
            errors={summary.map(({ field, error }) => ({
              id: fieldId(field),
              label: labelOf(field),
              message: errorMessage(error, rules[field].maxLength),
            }))}
          />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {fieldNames.map((field) => (
            <SiteFormField
              key={field}
              form={form}
              field={field}
              value={values[field]}
              error={errors[field]}
              autoComplete={autoComplete[field]}
              onChange={onChange}
              onBlur={onBlur}
            />
          ))}
        </SimpleGrid>
        {/*
          People never see this field; bots that fill it give themselves away, and the endpoint gets its value
          to filter on. Its name means nothing to browser autofill, and password managers are told to skip it.
        */}
        <Box display="none">
          <label htmlFor={fieldId(honeypotField)}>{tCommon('forms.honeypot')}</label>
          <input
            id={fieldId(honeypotField)}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-form-type="other"
          />
        </Box>
        <FormStatusPanel status={status} onRetry={retry} onCancel={cancelQueued} />
        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          alignSelf="flex-start"
          loading={status.state === 'sending'}
          loadingText={tCommon('forms.status.sending')}
        >
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  )
}
