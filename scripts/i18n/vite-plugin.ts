import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { checkLocales } from './check-locales.ts'
import { formatProblems } from './problems.ts'

/** Fails a build on a locale error; in dev an edited file, if sound, reloads the page, else shows Vite's overlay. */
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

export function pseudoLocale(): Plugin {
  return {
    name: 'pseudo-locale',
    enforce: 'pre',
    config: (_, { command, mode }) => ({
      // On in the dev server unless PSEUDO_LOCALE is off (the workspace's preview shows the studio's languages only).
      define: {
        __PSEUDO_LOCALE__: JSON.stringify(
          command === 'serve' ? mode === 'development' && process.env.PSEUDO_LOCALE !== 'off' : process.env.PSEUDO_LOCALE === 'on',
        ),
      },
    }),
    // Marked free of side effects, i18next-pseudo is dropped where the pseudo language is off.
    async resolveId(source, importer, options) {
      if (source !== 'i18next-pseudo') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, moduleSideEffects: false }
    },
  }
}

export function localeKeys(): Plugin {
  return {
    name: 'locale-keys',
    config: () => ({ define: { __LOCALE_KEYS__: JSON.stringify(process.env.LOCALE_KEYS === 'on') } }),
  }
}
