import { Box, chakra, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError } from './form-validation.ts'

interface FormFieldProps {
  id: string
  label: string
  required: boolean
  error: FieldError | undefined
  maxLength: number
  /** How many characters the field holds now, for the count shown near the limit. */
  length: number
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

/** From this share of its limit on, a field shows how many characters it holds. */
const countFrom = 0.8

/**
 * A labelled control with a visible required marker, its error message tied to it, and, near its
 * limit, a count of its characters (how many too many, once over).
 */
export function FormField({ id, label, required, error, maxLength, length, children }: FormFieldProps) {
  const { t } = useTranslation()
  const errorMessage = useErrorMessage()
  const errorId = `${id}-error`
  const countId = `${id}-count`
  const counted = length >= maxLength * countFrom
  const over = length - maxLength
  const describedBy = [error && errorId, counted && countId].filter(Boolean).join(' ') || undefined
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
            {t('forms.optional')}
          </Box>
        )}
      </chakra.label>
      {children({ id, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {counted && (
        <Text
          id={countId}
          data-count
          fontSize="sm"
          marginTop="1.5"
          textAlign="end"
          color={over > 0 ? 'red.700' : 'gray.600'}
          fontWeight={over > 0 ? 'semibold' : undefined}
        >
          {over > 0 ? t('forms.countOver', { count: over }) : t('forms.count', { used: length, max: maxLength })}
        </Text>
      )}
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" marginTop="1.5">
          {errorMessage(error, maxLength)}
        </Text>
      )}
    </Box>
  )
}
