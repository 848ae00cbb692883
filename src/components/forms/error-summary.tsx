import { Box, Link, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

interface ErrorSummaryProps {
  errors: { id: string; label: string; message: string }[]
}

/** Announced when a submit finds errors; each entry links to its field. */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  const { t } = useTranslation()
  return (
    <Box role="alert" padding="4" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md">
      <Text fontWeight="semibold" color="red.800">
        {t('forms.errors.summaryTitle', { count: errors.length })}
      </Text>
      <Box as="ul" marginTop="2" paddingStart="5" listStyleType="disc" color="red.800">
        {errors.map(({ id, label, message }) => (
          <li key={id}>
            <Link href={`#${id}`} color="red.800" textDecoration="underline">
              {label}
            </Link>{' '}
            – {message}
          </li>
        ))}
      </Box>
    </Box>
  )
}
