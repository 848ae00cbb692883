import createCache from '@emotion/cache'

/** The same key on server and client lets Emotion adopt the prerendered style tags instead of re-inserting them. */
export function createEmotionCache() {
  return createCache({ key: 'css' })
}
