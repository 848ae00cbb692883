import { Badge, Box, Container, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { footerQuickLinks, footerServices, legalNotices, socialNetworks } from '../../content/navigation.ts'
import { homeAnchors } from '../../content/pages.ts'
import { claims, studio } from '../../content/studio.ts'
import { formatCountry } from '../../i18n/format.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { contactLinks, siteConfig, type SocialNetwork } from '../../site.config.ts'
import { ClockIcon, FacebookIcon, InstagramIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, XIcon } from '../ui/icons.tsx'
import { usePhoneDisplay } from '../ui/use-phone-display.ts'
import { FooterColumn } from './footer-column.tsx'
import { renderWhenNear } from '../../theme/render-when-near.ts'
import { LinkButton } from '../ui/link-button.tsx'

const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  x: XIcon,
}

const footerLinkStyle = { color: 'gray.300', _hover: { color: 'white' } } as const

/** The first paint waits for the parser to reach it (src/renderer/+onRenderHtml.tsx). */
export const footerId = 'site-footer'

export function Footer() {
  const { t, i18n } = useTranslation()
  const phone = usePhoneDisplay()
  const pagePath = usePagePath()
  return (
    <Box as="footer" id={footerId} bg="gray.900" color="gray.300" paddingTop="16" paddingBottom="8" css={renderWhenNear('40rem')}>
      <Container maxWidth="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <Text fontWeight="bold" fontSize="xl" color="white">
              {siteConfig.brand}
            </Text>
            <Text>{t('footer.blurb')}</Text>
            <HStack gap="2">
              <CertificationBadge />
              <Badge colorPalette="orange" variant="solid">
                <ClockIcon boxSize="3.5" />
                {claims.supportHours === 'everyDay' ? t('footer.badges.everyDay') : t('footer.badges.support')}
              </Badge>
            </HStack>
            <nav aria-label={t('footer.social.label')}>
              <HStack as="ul" listStyleType="none" gap="3">
                {socialNetworks.map(({ network, labelKey }) => {
                  const SocialIcon = socialIcons[network]
                  return (
                    <li key={network}>
                      <ChakraLink href={siteConfig.social[network]} aria-label={t(labelKey)} {...footerLinkStyle}>
                        <SocialIcon boxSize="5" />
                      </ChakraLink>
                    </li>
                  )
                })}
              </HStack>
            </nav>
          </Stack>

          <FooterColumn title={t('footer.quickLinks.title')}>
            {footerQuickLinks.map(({ labelKey, ...target }) => (
              <li key={labelKey}>
                <ChakraLink asChild {...footerLinkStyle}>
                  <Link to={pagePath(target)}>{t(labelKey)}</Link>
                </ChakraLink>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title={t('footer.services.title')}>
            {footerServices.map((labelKey) => (
              <li key={labelKey}>
                <ChakraLink asChild {...footerLinkStyle}>
                  <Link to={pagePath(homeAnchors.services)}>{t(labelKey)}</Link>
                </ChakraLink>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title={t('footer.contact.title')}>
            <li>
              <ChakraLink href={contactLinks.phone} {...footerLinkStyle}>
                <PhoneIcon boxSize="4" />
                {phone}
              </ChakraLink>
            </li>
            <li>
              <ChakraLink href={contactLinks.email} {...footerLinkStyle}>
                <MailIcon boxSize="4" />
                {siteConfig.email}
              </ChakraLink>
            </li>
            <HStack as="li" gap="2">
              <MapPinIcon boxSize="4" />
              {formatCountry(i18n.language, studio.address.country)}
            </HStack>
          </FooterColumn>
        </SimpleGrid>

        <Stack
          direction={{ base: 'column', md: 'row' }}
          justifyContent="space-between"
          alignItems={{ md: 'center' }}
          gap="4"
          marginTop="12"
          padding="6"
          borderRadius="lg"
          bg="gray.800"
        >
          <Box>
            <Heading as="h2" size="md" color="white">
              {t('footer.cta.title')}
            </Heading>
            <Text>{t('footer.cta.text')}</Text>
          </Box>
          <LinkButton asChild colorPalette="teal">
            <Link to={pagePath({ page: 'quote' })}>{t('footer.cta.button')}</Link>
          </LinkButton>
        </Stack>

        <Stack
          direction={{ base: 'column', md: 'row' }}
          justifyContent="space-between"
          gap="4"
          marginTop="8"
          paddingTop="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          fontSize="sm"
        >
          <Text>{t('footer.copyright', { year: new Date().getFullYear(), brand: siteConfig.brand })}</Text>
          <HStack as="ul" listStyleType="none" gap="4" flexWrap="wrap">
            {legalNotices.map(({ labelKey, ...notice }) => (
              <li key={labelKey}>
                {'target' in notice ? (
                  <ChakraLink asChild {...footerLinkStyle}>
                    <Link to={pagePath(notice.target)}>{t(labelKey)}</Link>
                  </ChakraLink>
                ) : (
                  t(labelKey)
                )}
              </li>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  )
}

/** "Certified" until the studio names its certification and its proof, or says it has none. */
function CertificationBadge() {
  const { t } = useTranslation()
  const { certification, certificationName, certificationProof } = claims
  if (certification === 'certified' && certificationName && certificationProof)
    return (
      <Badge asChild colorPalette="teal" variant="solid">
        <a href={certificationProof}>
          <ShieldIcon boxSize="3.5" />
          {t('footer.badges.certifiedBy', { name: certificationName })}
        </a>
      </Badge>
    )
  return (
    <Badge colorPalette="teal" variant="solid">
      <ShieldIcon boxSize="3.5" />
      {certification === 'notCertified' ? t('footer.badges.since', { year: String(studio.foundingYear) }) : t('footer.badges.certified')}
    </Badge>
  )
}
