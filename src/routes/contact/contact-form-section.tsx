import { Box, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SiteForm } from '../../components/forms/site-form'

export function ContactFormSection() {
  const { t } = useTranslation('contact')
  return (
    <Box as="section" aria-labelledby="contact-form-title" padding={{ base: '6', md: '8' }} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" boxShadow="sm">
      <Heading as="h2" id="contact-form-title" size="2xl" color="gray.900">
        {t('form.title')}
      </Heading>
      <Text marginTop="2" marginBottom="6" color="gray.700">
        {t('form.intro')}
      </Text>
      <SiteForm
        form="contact"
        submitLabel={t('form.submit')}
        mailSubject={t('form.mailSubject')}
        optionLabel={(value) => value}
        autoComplete={{ fullName: 'name', email: 'email', phone: 'tel', company: 'organization' }}
      />
    </Box>
  )
}
