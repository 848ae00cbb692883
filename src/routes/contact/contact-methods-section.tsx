import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { ArrowRightIcon } from '../../components/ui/icons.tsx'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { contactMethods } from '../../content/contact-methods.ts'
import { siteConfig } from '../../site.config.ts'
import { unbrokenClass } from '../../components/ui/unbroken.ts'

/** The three ways in, as one panel beside the headline: the first thing a phone shows after the intro. */
export function ContactMethodsSection() {
  const { t } = useTranslation('contact')
  const phone = usePhoneDisplay()
  const details = { phone, email: siteConfig.email }
  return (
    <Box
      as="section"
      aria-labelledby="contact-methods-title"
      padding={{ base: '5', md: '8' }}
      bg="teal.900"
      color="white"
      borderRadius="2xl"
      boxShadow="xl"
    >
      <Heading as="h2" id="contact-methods-title" fontSize="lg" lineHeight="1.3" color="orange.200">
        {t('methods.title')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="0" marginTop="2">
        {contactMethods.map(({ id, href, external, titleKey, textKey, actionKey }) => (
          <Box
            as="li"
            key={id}
            paddingY="5"
            borderBottomWidth="1px"
            borderColor="teal.700"
            _last={{ borderBottomWidth: '0', paddingBottom: '0' }}
          >
            <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2" color="white">
              {t(titleKey)}
            </Heading>
            <Text marginTop="1" color="teal.100">
              {t(textKey)}
            </Text>
            <Link
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              {...(href.startsWith('tel:') ? { className: unbrokenClass, whiteSpace: 'nowrap' } : {})}
              marginTop="3"
              fontSize={{ base: 'sm', md: 'md' }}
              overflowWrap="anywhere"
              color="white"
              fontWeight="semibold"
              textDecoration="underline"
              textUnderlineOffset="4px"
              display="inline-block"
              textDecorationColor="orange.300"
            >
              {t(actionKey, details)}
              <ArrowRightIcon boxSize="4" marginLeft="1" verticalAlign="-0.125em" />
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
