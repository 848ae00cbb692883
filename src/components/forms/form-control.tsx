import { Input, NativeSelect, Textarea } from '@chakra-ui/react'
import type { ChangeEvent } from 'react'
import type { FieldRule } from '../../content/form-fields.ts'

type ControlElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface FormControlProps {
  rule: FieldRule
  /** id, required, aria-invalid and aria-describedby from FormField. */
  control: { id: string; required: boolean; 'aria-invalid': boolean; 'aria-describedby': string | undefined }
  name: string
  value: string
  onChange: (event: ChangeEvent<ControlElement>) => void
  onBlur: (event: { target: { name: string } }) => void
  /** For selects: the options, value and visible label; the first is the empty choice. */
  options?: { value: string; label: string }[]
  autoComplete?: string
}

/**
 * The input that fits a field's kind: text, e-mail, phone, long text or a native select. No `maxLength`:
 * it would cut a long paste without a word; the field counts and the check says what is too long.
 */
export function FormControl({ rule, control, name, value, onChange, onBlur, options = [], autoComplete }: FormControlProps) {
  const common = { ...control, name, value, onChange, onBlur, bg: 'white', borderColor: 'gray.400' }
  if (rule.kind === 'textarea') return <Textarea {...common} rows={5} />
  if (rule.kind === 'select') {
    return (
      <NativeSelect.Root>
        <NativeSelect.Field {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    )
  }
  return <Input {...common} type={rule.kind} autoComplete={autoComplete} />
}
