import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { ownPhotoFormats } from '../../src/content/photos.ts'
import { formatProblems } from '../i18n/problems.ts'
import { checkContent } from './check-content.ts'
import { dataFolder, photoFolder } from '../../src/content/collections.ts'
import { makeOwnPhotoSize, ownPhotoSizesIn, readOriginals } from './own-photos.ts'

/** Fails a build on a content error; in dev an edited file, if sound, reloads the page, else shows Vite's overlay. */
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

const ownPhotosId = 'virtual:own-photos'

/** The build makes the sizes pages name (scripts/postbuild/own-photos.ts); dev makes each as it is asked for. */
export function ownPhotos(): Plugin {
  let root = process.cwd()
  return {
    name: 'own-photos',
    configResolved(config) {
      root = config.root
    },
    resolveId: (id) => (id === ownPhotosId ? `\0${ownPhotosId}` : null),
    async load(id) {
      if (id !== `\0${ownPhotosId}`) return null
      const originals = await readOriginals(root)
      return `export default ${JSON.stringify(Object.fromEntries(originals.map(({ file, version, width, height }) => [file, { version, width, height }])))}`
    },
    configureServer(server) {
      const folder = join(root, photoFolder)
      const data = join(root, dataFolder)
      server.watcher.add(folder)
      // A saved entry without a photo changes the drawings; a draft's shows its designed fallback until then.
      const photoChanged = (file: string) => {
        if (!file.startsWith(`${folder}${sep}`) && !(file.startsWith(`${data}${sep}`) && file.endsWith('.json'))) return
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(`\0${ownPhotosId}`)
          if (module) environment.moduleGraph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', photoChanged).on('change', photoChanged).on('unlink', photoChanged)
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        const [size] = ownPhotoSizesIn(path)
        if (size?.path !== path) return next()
        try {
          const original = (await readOriginals(root)).find(({ version }) => version === size.version)
          if (!original) return next()
          const bytes = await makeOwnPhotoSize(root, original, size)
          response.setHeader('Content-Type', ownPhotoFormats.find(({ extension }) => extension === size.extension)!.type)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(bytes)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
