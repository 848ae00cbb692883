/** Usage: node scripts/serve.ts [--port 3000] [--host 127.0.0.1]; OUT_DIR=<dir> serves another build. */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startStaticServer } from './static-server.ts'

const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' } } })
const root = resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist', 'client')

try {
  await startStaticServer({ root, port: Number(values.port), host: values.host })
  console.log(`Serving the built site at http://${values.host}:${values.port}/ (French at /fr/). Press Ctrl+C to stop.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
