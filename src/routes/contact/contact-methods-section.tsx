import { Box, Button, Container, Heading, SimpleGrid, Text, type IconProps } from '@chakra-ui/react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { MailIcon, PhoneIcon, SmartphoneIcon } from '../../components/ui/icons.tsx'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { contactMethods, type ContactMethodId } from '../../content/contact-methods.ts'
import { siteConfig } from '../../site.config.ts'

const icons: Record<ContactMethodId, ComponentType<IconProps>> = {
  call: PhoneIcon,
  email: MailIcon,
  whatsapp: SmartphoneIcon,
}

export function ContactMethodsSection() {
  const { t } = useTranslation('contact')
  const phone = usePhoneDisplay()
  const details = { phone, email: siteConfig.email }
  return (
    <Box as="section" aria-labelledby="contact-methods-title" paddingY="16">
      <Container maxWidth="7xl">
        <Heading as="h2" id="contact-methods-title" size="2xl" textAlign="center" marginBottom="8" color="gray.900">
          {t('methods.title')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {contactMethods.map(({ id, href, external, titleKey, textKey, actionKey }) => {
            const Icon = icons[id]
            return (
              <Box
                as="li"
                key={id}
                display="flex"
                flexDirection="column"
                alignItems="center"
                padding="6"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="xl"
                textAlign="center"
                bg="white"
                boxShadow="xs"
              >
                <Box display="inline-flex" padding="3" borderRadius="full" bg="teal.50" color="teal.700">
                  <Icon boxSize="6" />
                </Box>
                <Heading as="h3" size="lg" marginTop="3" color="gray.900">
                  {t(titleKey)}
                </Heading>
                <Text marginTop="2" marginBottom="4" color="gray.700" flex="1">
                  {t(textKey)}
                </Text>
                <Button asChild variant="outline" colorPalette="teal">
                  <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {t(actionKey, details)}
                  </a>
                </Button>
              </Box>
            )
          })}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
