import { Box, chakra, Input, NativeSelect, Textarea } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formFields, type ChoiceField, type FieldName, type FieldRule, type FormId } from '../../content/form-fields.ts'
import { marks } from './form-contract.ts'
import { useFormLabels } from './use-form-labels.ts'

interface SiteFormFieldProps {
  form: FormId
  field: string
  autoComplete: string | undefined
  /** Across both columns from 768 px. */
  wide: boolean
}

const alwaysWide = (rule: FieldRule) => rule.kind === 'textarea' || rule.kind === 'select'

/** Long fields take the whole row, and so does a short one left alone at the end of a run of short ones. */
export function wideFields(form: FormId): Set<string> {
  const rules = Object.entries(formFields[form] as Record<string, FieldRule>)
  const wide = new Set<string>()
  let run: string[] = []
  const endRun = () => {
    if (run.length % 2 === 1) wide.add(run.at(-1)!)
    run = []
  }
  for (const [field, rule] of rules) {
    if (alwaysWide(rule)) {
      endRun()
      wide.add(field)
    } else run.push(field)
  }
  endRun()
  return wide
}

/** No `maxLength`: it would cut a long paste without a word. */
export function SiteFormField({ form, field, autoComplete, wide }: SiteFormFieldProps) {
  const { t } = useTranslation()
  const { fieldLabel, optionLabel } = useFormLabels(form)
  const rule = (formFields[form] as Record<string, FieldRule>)[field]!
  const id = `${form}-${field}`
  const control = { id, name: field, required: rule.required, bg: 'white', borderColor: 'gray.400' }
  return (
    <Box gridColumn={wide ? { md: 'span 2' } : undefined} {...marks({ field })}>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" color="gray.900" marginBottom="1.5">
        {fieldLabel(field as FieldName<typeof form>)}{' '}
        {rule.required ? (
          <Box as="span" color="red.700" aria-hidden="true">
            *
          </Box>
        ) : (
          <Box as="span" color="gray.600" fontWeight="normal">
            {t('forms.optional')}
          </Box>
        )}
      </chakra.label>
      {rule.kind === 'textarea' ? (
        <Textarea {...control} rows={5} />
      ) : rule.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...control}>
            <option value="">{t('forms.choose')}</option>
            {rule.options?.map((option) => (
              <option key={option} value={option}>
                {optionLabel(field as ChoiceField, option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input {...control} type={rule.kind} autoComplete={autoComplete} />
      )}
    </Box>
  )
}
