import createCache, { type StylisPlugin } from '@emotion/cache'

/** Properties that Safari 16.4+ (Vite's default build target, baseline-widely-available) still reads only with `-webkit-`. */
const webkitOnly = new Set(['user-select'])

/**
 * In place of Emotion's default prefixer, which writes every flex, transform and animation rule two to
 * four times for browsers of ten years ago (a third of each page's CSS): only the prefixes our
 * browsers still need.
 */
const neededPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && webkitOnly.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`
  }
}

/** The same key on server and client lets Emotion adopt the prerendered style tags instead of re-inserting them. */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [neededPrefixes] })
}
