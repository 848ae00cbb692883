import type { SocialNetwork } from '../site.config'
import { homeAnchors, pages } from './pages'

/** The header and mobile-menu links, in order. */
export const mainNavigation = [
  { to: pages.home.path, labelKey: 'nav.home', end: true },
  { to: pages.about.path, labelKey: 'nav.about', end: false },
  { to: pages.portfolio.path, labelKey: 'nav.portfolio', end: false },
  { to: pages.contact.path, labelKey: 'nav.contact', end: false },
] as const

export const footerQuickLinks = [
  { to: pages.home.path, labelKey: 'footer.quickLinks.home' },
  { to: pages.about.path, labelKey: 'footer.quickLinks.about' },
  { to: homeAnchors.services, labelKey: 'footer.quickLinks.services' },
  { to: homeAnchors.pricing, labelKey: 'footer.quickLinks.pricing' },
  { to: pages.contact.path, labelKey: 'footer.quickLinks.contact' },
  { to: pages.quote.path, labelKey: 'footer.quickLinks.quote' },
] as const

/** The six services listed in the footer; each leads to the services section of the home page. */
export const footerServices = [
  'footer.services.appDevelopment',
  'footer.services.websiteDesign',
  'footer.services.graphicDesign',
  'footer.services.digitalMarketing',
  'footer.services.aiAutomations',
  'footer.services.seo',
] as const

export const socialNetworks = [
  { network: 'facebook', labelKey: 'footer.social.facebook' },
  { network: 'instagram', labelKey: 'footer.social.instagram' },
  { network: 'linkedin', labelKey: 'footer.social.linkedin' },
  { network: 'x', labelKey: 'footer.social.x' },
] as const satisfies readonly { network: SocialNetwork; labelKey: string }[]

/** Footer notices the spec lists without pages behind them yet. */
export const legalNotices = ['footer.legal.privacy', 'footer.legal.terms', 'footer.legal.cookies'] as const
