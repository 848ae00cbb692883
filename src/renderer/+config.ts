import type { Config } from 'vike/types'

export default {
  clientRouting: false,
  prerender: true,
  passToClient: ['language', 'i18nResources', 'is404'],
} satisfies Config
