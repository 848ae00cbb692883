import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { checkLocales } from './check-locales.ts'
import { formatProblems } from './problems.ts'

/**
 * Checks the locale files when a build starts and fails it, naming file, line, key and reason, on any
 * error. In `npm run dev`, an edited locale file is checked and, if sound, the open page reloads with
 * it (pages are HTML, rendered on the server); if broken, the page shows the problems in Vite's error overlay.
 */
export function localeCheck(): Plugin {
  let checked = false
  return {
    name: 'locale-check',
    buildStart() {
      if (this.environment.config.command !== 'build' || checked) return
      checked = true
      const errors = checkLocales(this.environment.config.root, { code: false }).filter(({ level }) => level === 'error')
      if (errors.length)
        this.error(`the locale files have ${errors.length} error(s); fix them, or run npm run i18n:check:\n${formatProblems(errors)}`)
    },
    async hotUpdate({ file, read }) {
      const path = relative(this.environment.config.root, file).split(sep)
      const isGlossary = path.join('/') === 'locales/glossary.json'
      const isBundle = path[0] === 'locales' && path.length === 3 && file.endsWith('.json')
      if (!isGlossary && !isBundle) return
      if (this.environment.name !== 'client') return []
      // Vite's read() waits for an editor to finish writing; checking straight away could see half a file.
      await read()
      const errors = checkLocales(this.environment.config.root, { code: false }).filter(({ level }) => level === 'error')
      const hot = this.environment.hot
      if (errors.length) {
        const message = formatProblems(errors)
        this.environment.logger.error(message, { timestamp: true })
        hot.send({ type: 'error', err: { message, stack: '', plugin: 'locale-check', id: file } })
        return []
      }
      hot.send({ type: 'full-reload' })
      return []
    },
  }
}

/** Turns the pseudo language on in `vike dev` and in builds with PSEUDO_LOCALE=on (npm run build:pseudo). */
export function pseudoLocale(): Plugin {
  return {
    name: 'pseudo-locale',
    enforce: 'pre',
    config: (_, { command, mode }) => ({
      define: { __PSEUDO_LOCALE__: JSON.stringify(command === 'serve' ? mode === 'development' : process.env.PSEUDO_LOCALE === 'on') },
    }),
    // Importing i18next-pseudo has no side effects. Told so, the bundler drops it where the pseudo language is off,
    // instead of shipping it to every visitor for a constructor call it can see is never made.
    async resolveId(source, importer, options) {
      if (source !== 'i18next-pseudo') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, moduleSideEffects: false }
    },
  }
}

/** Turns key mode on (each text followed by its key) in `vike dev` and builds run with LOCALE_KEYS=on: npm run dev:keys, npm run build:keys. */
export function localeKeys(): Plugin {
  return {
    name: 'locale-keys',
    config: () => ({ define: { __LOCALE_KEYS__: JSON.stringify(process.env.LOCALE_KEYS === 'on') } }),
  }
}
