import { Box } from '@chakra-ui/react'
import { memo, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formFields, type FieldName, type FieldRule, type FormId } from '../../content/form-fields.ts'
import { FormControl } from './form-control.tsx'
import { FormField } from './form-field.tsx'
import type { FieldError } from './form-validation.ts'
import { useFormLabels } from './use-form-labels.ts'

interface SiteFormFieldProps {
  form: FormId
  field: string
  value: string
  error: FieldError | undefined
  autoComplete: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  onBlur: (event: { target: { name: string } }) => void
}

const wide = (rule: FieldRule) => rule.kind === 'textarea' || rule.kind === 'select'

/**
 * One field of a contact or quote form, in its place in the grid. Memoised: a keystroke or a submit
 * renders again only the fields whose value or error changed, which keeps a press answered quickly on a
 * slow phone.
 */
export const SiteFormField = memo(function SiteFormField({
  form,
  field,
  value,
  error,
  autoComplete,
  onChange,
  onBlur,
}: SiteFormFieldProps) {
  const { t } = useTranslation()
  const { fieldLabel, optionLabel } = useFormLabels(form)
  const rule = (formFields[form] as Record<string, FieldRule>)[field]!
  const options = rule.options && [
    { value: '', label: t('forms.choose') },
    ...rule.options.map((option) => ({ value: option, label: optionLabel(option) })),
  ]
  const id = `${form}-${field}`
  return (
    <Box gridColumn={wide(rule) ? { md: 'span 2' } : undefined}>
      <FormField
        id={id}
        label={fieldLabel(field as FieldName<typeof form>)}
        required={rule.required}
        error={error}
        maxLength={rule.maxLength}
        length={value.trim().length}
      >
        {(control) => (
          <FormControl
            rule={rule}
            control={control}
            options={options}
            autoComplete={autoComplete}
            name={field}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
          />
        )}
      </FormField>
    </Box>
  )
})
