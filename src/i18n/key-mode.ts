import type { PostProcessorModule } from 'i18next'

/** Every text followed by its key, for reviewers: on in dev:keys and build:keys, never in the site's build. */
export const keyMarker = { open: '⟦', close: '⟧' } as const

/** Needs i18next's postProcessPassResolved, which tells it the namespace and the exact key (plural form included). */
export const localeKeysPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'localeKeys',
  process(value, _key, options) {
    const resolved = (options as { i18nResolved?: { usedNS?: string; exactUsedKey?: string } }).i18nResolved
    return resolved?.exactUsedKey ? `${value} ${keyMarker.open}${resolved.usedNS}:${resolved.exactUsedKey}${keyMarker.close}` : value
  },
}
