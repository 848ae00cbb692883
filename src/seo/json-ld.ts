import type { Graph } from 'schema-dts'

/** `<` written as \u003c, so no text can close the script; the block is data, so the CSP needs no hash. */
export function jsonLdScript(data: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
