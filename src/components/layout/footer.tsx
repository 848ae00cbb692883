import { Badge, Box, Container, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { footerQuickLinks, legalNotices } from '../../content/navigation.ts'
import { homeAnchors } from '../../content/pages.ts'
import { services } from '../../content/services.ts'
import { socialNetworks } from '../../content/social-networks.ts'
import { claims, studio } from '../../content/studio.ts'
import { formatCountry } from '../../i18n/format.ts'
import { useCurrentPage } from '../../i18n/use-current-page.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { useHasWords } from '../../i18n/translated.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon } from '../ui/icons.tsx'
import { socialIconOf } from '../ui/social-icons.ts'
import { usePhoneDisplay } from '../ui/use-phone-display.ts'
import { BrandLockup } from './brand-lockup.tsx'
import { FooterColumn } from './footer-column.tsx'
import { renderWhenNear } from '../../theme/render-when-near.ts'
import { LinkButton } from '../ui/link-button.tsx'

const footerLinkStyle = {
  color: 'text.onDeep',
  textDecorationColor: 'transparent',
  _hover: { color: 'text.onDeep', textDecorationColor: 'brand.accent' },
} as const

/** The first paint waits for the parser to reach it (src/renderer/+onRenderHtml.tsx). */
export const footerId = 'site-footer'

export function Footer() {
  const { t } = useTranslation()
  const { t: home } = useTranslation('home')
  const pagePath = usePagePath()
  // The quote page is where the box would lead: there it would only repeat the page.
  const onQuotePage = useCurrentPage()?.id === 'quote'
  return (
    <Box as="footer" id={footerId} bg="surface.deep" color="text.onDeepMuted" fontSize="sm" css={renderWhenNear('40rem')}>
      {!onQuotePage && <FooterCta />}
      <Container maxWidth="7xl" paddingTop={{ base: '7', md: '14' }} paddingBottom="6">
        <SimpleGrid columns={{ base: 2, lg: 12 }} columnGap={{ base: '4', lg: '8' }} rowGap={{ base: '6', lg: '10' }}>
          <FooterIntro />

          <FooterColumn title={t('footer.quickLinks.title')} gridColumn={{ lg: 'span 2' }}>
            {footerQuickLinks.map(({ labelKey, ...target }) => (
              <li key={labelKey}>
                <ChakraLink asChild {...footerLinkStyle}>
                  <Link to={pagePath(target)}>{t(labelKey)}</Link>
                </ChakraLink>
              </li>
            ))}
          </FooterColumn>

          <FooterColumn title={t('footer.services.title')} gridColumn={{ lg: 'span 3' }}>
            {services
              .flatMap(({ footerKeys }) => footerKeys)
              .map((key) => (
                <li key={key}>
                  <ChakraLink asChild {...footerLinkStyle}>
                    <Link to={pagePath(homeAnchors.services)}>{home(key)}</Link>
                  </ChakraLink>
                </li>
              ))}
          </FooterColumn>

          <FooterContact />
        </SimpleGrid>

        <FooterLegal />
      </Container>
    </Box>
  )
}

/** The box that leads to the quote page. */
function FooterCta() {
  const { t } = useTranslation()
  const pagePath = usePagePath()
  return (
    <Box bg="surface.accent" color="text.onAccent" paddingY={{ base: '5', md: '8' }}>
      <Container maxWidth="7xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justifyContent="space-between"
          alignItems={{ md: 'center' }}
          gap={{ base: '3', md: '6' }}
        >
          <Box maxWidth="2xl">
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" letterSpacing="-0.01em" color="text.onAccent">
              {t('footer.cta.title')}
            </Heading>
            {/* A phone's footer stays short: the quote page says the same above its form. */}
            <Text marginTop="1" display={{ base: 'none', sm: 'block' }}>
              {t('footer.cta.text')}
            </Text>
          </Box>
          <LinkButton asChild borderRadius="full" paddingX="6" alignSelf={{ base: 'flex-start', md: 'center' }}>
            <Link to={pagePath({ page: 'quote' })}>{t('footer.cta.button')}</Link>
          </LinkButton>
        </Stack>
      </Container>
    </Box>
  )
}

/** The studio in a line, its badges and its social links. */
function FooterIntro() {
  const { t } = useTranslation()
  // A network whose name waits for its translation is left off that language's pages, as every such entry is.
  const translated = useHasWords('common')
  return (
    <Stack gap="3" gridColumn={{ base: 'span 2', lg: 'span 4' }}>
      <BrandLockup tone="deep" />
      <Text maxWidth="sm">{t('footer.blurb')}</Text>
      <HStack columnGap="4" rowGap="2" flexWrap="wrap">
        <HStack gap="2" flexWrap="wrap">
          <CertificationBadge />
          <Badge variant="solid" bg="accent.solid" color="accent.contrast">
            <ClockIcon boxSize="3.5" />
            {claims.supportHours === 'everyDay' ? t('footer.badges.everyDay') : t('footer.badges.support')}
          </Badge>
        </HStack>
        <nav aria-label={t('footer.social.label')}>
          <HStack as="ul" listStyleType="none" gap="1" marginStart="-1">
            {socialNetworks.filter(translated).map(({ id, kind, url, labelKey }) => {
              const SocialIcon = socialIconOf(kind)
              return (
                <li key={id}>
                  <ChakraLink href={url} aria-label={t(labelKey)} padding="1" {...footerLinkStyle}>
                    <SocialIcon boxSize="5" />
                  </ChakraLink>
                </li>
              )
            })}
          </HStack>
        </nav>
      </HStack>
    </Stack>
  )
}

function FooterContact() {
  const { t, i18n } = useTranslation()
  const phone = usePhoneDisplay()
  return (
    <FooterColumn
      title={t('footer.contact.title')}
      gridColumn={{ base: 'span 2', lg: 'span 3' }}
      listProps={{ direction: { base: 'row', lg: 'column' }, flexWrap: 'wrap', columnGap: '5' }}
    >
      <li>
        <ChakraLink href={contactLinks.phone} {...footerLinkStyle}>
          <PhoneIcon boxSize="4" color="text.onDeepAccent" />
          {phone}
        </ChakraLink>
      </li>
      <li>
        <ChakraLink href={contactLinks.email} {...footerLinkStyle}>
          <MailIcon boxSize="4" color="text.onDeepAccent" />
          {siteConfig.email}
        </ChakraLink>
      </li>
      <HStack as="li" gap="2" color="text.onDeep">
        <MapPinIcon boxSize="4" color="text.onDeepAccent" />
        {formatCountry(i18n.language, studio.address.country)}
      </HStack>
    </FooterColumn>
  )
}

/** The copyright and the legal notices. */
function FooterLegal() {
  const { t } = useTranslation()
  const pagePath = usePagePath()
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justifyContent="space-between"
      gap={{ base: '2', md: '4' }}
      marginTop={{ base: '6', md: '12' }}
      paddingTop="5"
      borderTopWidth="1px"
      borderColor="brand.800"
      fontSize="xs"
    >
      <Text>{t('footer.copyright', { year: new Date().getFullYear(), brand: siteConfig.brand })}</Text>
      <HStack as="ul" listStyleType="none" columnGap="4" rowGap="1" flexWrap="wrap">
        {legalNotices.map(({ labelKey, ...notice }) => (
          <li key={labelKey}>
            {'target' in notice ? (
              <ChakraLink asChild display="inline-flex" alignItems="center" minHeight="6" {...footerLinkStyle}>
                <Link to={pagePath(notice.target)}>{t(labelKey)}</Link>
              </ChakraLink>
            ) : (
              t(labelKey)
            )}
          </li>
        ))}
      </HStack>
    </Stack>
  )
}

/** "Certified" until the studio names its certification and its proof, or says it has none. */
function CertificationBadge() {
  const { t } = useTranslation()
  const { certification, certificationName, certificationProof } = claims
  if (certification === 'certified' && certificationName && certificationProof)
    return (
      <Badge asChild variant="outline" color="text.onDeep">
        <a href={certificationProof}>
          <ShieldIcon boxSize="3.5" />
          {t('footer.badges.certifiedBy', { name: certificationName })}
        </a>
      </Badge>
    )
  return (
    <Badge variant="outline" color="text.onDeep">
      <ShieldIcon boxSize="3.5" />
      {certification === 'notCertified' ? t('footer.badges.since', { year: String(studio.foundingYear) }) : t('footer.badges.certified')}
    </Badge>
  )
}
