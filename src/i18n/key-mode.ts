import type { PostProcessorModule } from 'i18next'

/**
 * Key mode, for reviewers: every text is followed by the key it comes from, "Get Free Quote
 * ⟦common:header.getFreeQuote⟧", in page text, alt text, labels and the head alike. It is on in
 * `npm run dev:keys` and `npm run build:keys`, never in the site's own build.
 */
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
