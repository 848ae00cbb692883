import type { Graph } from 'schema-dts'

/**
 * A JSON-LD data block. `<` is written as \u003c, so no text in the data can close the script or
 * open a comment; the block is data, never run, so the Content-Security-Policy needs no hash for it.
 */
export function jsonLdScript(data: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
