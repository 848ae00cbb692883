import 'i18next'
import type resources from './resources.ts'

/**
 * English is the source of truth for keys: a key missing from it fails the typecheck. `resources.ts` is
 * generated from locales/en/ by `npm run i18n:types`, which `npm install` and `npm run typecheck` run.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof resources
  }
}
