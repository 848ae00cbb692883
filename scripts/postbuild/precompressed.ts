import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|mjs|css|json|webmanifest|svg|xml|txt)$/

/** A `.br` and a `.gz` beside each text file, which the local server sends as they are (scripts/static-server.ts). */
export function run(clientDir: string): void {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file))
  for (const file of files) precompress(join(clientDir, file))
}

export function precompress(path: string): void {
  const body = readFileSync(path)
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: brotli }))
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
}
