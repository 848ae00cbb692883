import { Box, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SiteForm } from '../../components/forms/site-form'
import { budgetAmounts, optionLabels } from '../../content/form-fields'

export function QuoteFormSection() {
  const { t, i18n } = useTranslation('quote')
  const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format
  const { low, middle, high } = budgetAmounts

  /** Option labels; budget ranges show their amounts in the page's currency format. */
  function optionLabel(value: string): string {
    switch (value) {
      case 'under-500':
        return t('form.options.budget.under500', { amount: usd(low) })
      case '500-1500':
        return t('form.options.budget.from500To1500', { from: usd(low), to: usd(middle) })
      case '1500-5000':
        return t('form.options.budget.from1500To5000', { from: usd(middle), to: usd(high) })
      case '5000-plus':
        return t('form.options.budget.over5000', { amount: usd(high) })
      default:
        return t(optionLabels[value as keyof typeof optionLabels] as 'form.options.budget.discuss')
    }
  }

  return (
    <Box as="section" aria-labelledby="quote-form-title" padding={{ base: '6', md: '8' }} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" boxShadow="sm">
      <Heading as="h2" id="quote-form-title" size="2xl" color="gray.900">
        {t('form.title')}
      </Heading>
      <Text marginTop="2" marginBottom="6" color="gray.700">
        {t('form.intro')}
      </Text>
      <SiteForm
        form="quote"
        submitLabel={t('form.submit')}
        mailSubject={t('form.mailSubject')}
        optionLabel={optionLabel}
        autoComplete={{ fullName: 'name', email: 'email', phone: 'tel', company: 'organization' }}
      />
    </Box>
  )
}
