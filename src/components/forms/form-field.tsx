import { Box, chakra, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError } from './form-validation'

interface FormFieldProps {
  id: string
  label: string
  required: boolean
  error: FieldError | undefined
  maxLength: number
  /** Renders the control, given the attributes that tie it to its label and error. */
  children: (control: { id: string; required: boolean; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode
}

/** The visitor-facing message of a validation error, in the page's language. */
export function useErrorMessage() {
  const { t } = useTranslation()
  return (error: FieldError, maxLength: number): string => {
    switch (error) {
      case 'required':
        return t('forms.errors.required')
      case 'email':
        return t('forms.errors.email')
      case 'phone':
        return t('forms.errors.phone')
      case 'tooLong':
        return t('forms.errors.tooLong', { max: maxLength })
      case 'invalidOption':
        return t('forms.errors.invalidOption')
    }
  }
}

/** A labelled control with a visible required marker and its error message tied to it. */
export function FormField({ id, label, required, error, maxLength, children }: FormFieldProps) {
  const { t } = useTranslation()
  const errorMessage = useErrorMessage()
  const errorId = `${id}-error`
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" color="gray.900" marginBottom="1.5">
        {label}{' '}
        {required ? (
          <Box as="span" color="red.700" aria-hidden="true">
            *
          </Box>
        ) : (
          <Box as="span" color="gray.600" fontWeight="normal">
            ({t('forms.optional')})
          </Box>
        )}
      </chakra.label>
      {children({ id, required, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" marginTop="1.5">
          {errorMessage(error, maxLength)}
        </Text>
      )}
    </Box>
  )
}
