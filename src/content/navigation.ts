import { homeAnchors, privacyAnchors, type PageTarget } from './pages.ts'

export const mainNavigation = [
  { page: 'home', labelKey: 'nav.home', end: true },
  { page: 'about', labelKey: 'nav.about', end: false },
  { page: 'portfolio', labelKey: 'nav.portfolio', end: false },
  { page: 'contact', labelKey: 'nav.contact', end: false },
] as const

export const footerQuickLinks = [
  { page: 'home', labelKey: 'footer.quickLinks.home' },
  { page: 'about', labelKey: 'footer.quickLinks.about' },
  { ...homeAnchors.services, labelKey: 'footer.quickLinks.services' },
  { ...homeAnchors.pricing, labelKey: 'footer.quickLinks.pricing' },
  { page: 'contact', labelKey: 'footer.quickLinks.contact' },
  { page: 'quote', labelKey: 'footer.quickLinks.quote' },
] as const

/** The terms stay plain text until the studio supplies them. */
export const legalNotices = [
  { labelKey: 'footer.legal.privacy', target: { page: 'privacy' } },
  { labelKey: 'footer.legal.terms' },
  { labelKey: 'footer.legal.cookies', target: privacyAnchors.cookies },
] as const satisfies readonly { labelKey: string; target?: PageTarget }[]
