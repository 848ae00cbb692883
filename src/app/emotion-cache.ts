import createCache, { type StylisPlugin } from '@emotion/cache'

/** Properties that the Safari of Vite's default build target still reads only with `-webkit-`. */
const webkitOnly = new Set(['user-select'])

/** Emotion's default prefixer writes rules for browsers of ten years ago: only the prefixes ours need. */
const neededPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && webkitOnly.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`
  }
}

/** The same key on server and client lets Emotion adopt the prerendered style tags instead of re-inserting them. */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [neededPrefixes] })
}
