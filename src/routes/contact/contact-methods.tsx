import { Box, Button, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { MailIcon, PhoneIcon, SmartphoneIcon } from '../../components/ui/icons'
import { contactLinks, siteConfig } from '../../site.config'

export function ContactMethods() {
  const { t } = useTranslation('contact')
  const methods = [
    { id: 'call', Icon: PhoneIcon, title: t('methods.call.title'), text: t('methods.call.text'), action: t('methods.call.action', { phone: siteConfig.phone.display }), href: contactLinks.phone },
    { id: 'email', Icon: MailIcon, title: t('methods.email.title'), text: t('methods.email.text'), action: t('methods.email.action', { email: siteConfig.email }), href: contactLinks.email },
    { id: 'whatsapp', Icon: SmartphoneIcon, title: t('methods.whatsapp.title'), text: t('methods.whatsapp.text'), action: t('methods.whatsapp.action'), href: contactLinks.whatsapp },
  ]
  return (
    <Box as="section" aria-labelledby="contact-methods-title" paddingY="16">
      <Container maxWidth="7xl">
        <Heading as="h2" id="contact-methods-title" size="2xl" textAlign="center" marginBottom="8" color="gray.900">
          {t('methods.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {methods.map(({ id, Icon, title, text, action, href }) => (
            <Box key={id} padding="6" borderWidth="1px" borderColor="gray.200" borderRadius="xl" textAlign="center" bg="white">
              <Box display="inline-flex" padding="3" borderRadius="full" bg="teal.50" color="teal.700">
                <Icon boxSize="6" />
              </Box>
              <Heading as="h3" size="lg" marginTop="3" color="gray.900">
                {title}
              </Heading>
              <Text marginTop="2" color="gray.700">
                {text}
              </Text>
              <Button asChild variant="outline" colorPalette="teal" marginTop="4" whiteSpace="normal" height="auto" paddingY="2">
                <a href={href} {...(id === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {action}
                </a>
              </Button>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
