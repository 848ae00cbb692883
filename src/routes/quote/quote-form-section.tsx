import { Box, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SiteForm } from '../../components/forms/site-form'

export function QuoteFormSection() {
  const { t } = useTranslation('quote')
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
        autoComplete={{ fullName: 'name', email: 'email', phone: 'tel', company: 'organization' }}
      />
    </Box>
  )
}
