import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { formatProblems } from '../i18n/problems.ts'
import { checkContent } from './check-content.ts'
import { dataFolder } from './collections.ts'

/**
 * Checks src/content/data/ when a build starts and fails it on any error, naming file, entry, field and reason. In
 * `npm run dev`, an edited data file is checked and, if sound, the open page reloads with it; if broken, the page
 * shows the problems in Vite's error overlay.
 */
export function contentCheck(): Plugin {
  let checked = false
  const errorsIn = (root: string) => checkContent(root).filter(({ level }) => level === 'error')
  return {
    name: 'content-check',
    buildStart() {
      if (this.environment.config.command !== 'build' || checked) return
      checked = true
      const errors = errorsIn(this.environment.config.root)
      if (errors.length)
        this.error(`the content data has ${errors.length} error(s); fix them, or run npm run content:check:\n${formatProblems(errors)}`)
    },
    async hotUpdate({ file, read }) {
      const path = relative(this.environment.config.root, file).split(sep).join('/')
      if (!path.startsWith(`${dataFolder}/`) || !path.endsWith('.json')) return
      if (this.environment.name !== 'client') return []
      await read()
      const errors = errorsIn(this.environment.config.root)
      if (errors.length) {
        const message = formatProblems(errors)
        this.environment.logger.error(message, { timestamp: true })
        this.environment.hot.send({ type: 'error', err: { message, stack: '', plugin: 'content-check', id: file } })
        return []
      }
      this.environment.hot.send({ type: 'full-reload' })
      return []
    },
  }
}
