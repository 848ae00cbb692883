import 'i18next'
import type about from '../../locales/en/about.json'
import type common from '../../locales/en/common.json'
import type contact from '../../locales/en/contact.json'
import type home from '../../locales/en/home.json'
import type errors from '../../locales/en/errors.json'
import type portfolio from '../../locales/en/portfolio.json'
import type projects from '../../locales/en/projects.json'
import type quote from '../../locales/en/quote.json'

/** English is the source of truth for keys: a key missing from it fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      home: typeof home
      about: typeof about
      portfolio: typeof portfolio
      contact: typeof contact
      quote: typeof quote
      projects: typeof projects
      errors: typeof errors
    }
  }
}
