import type { Config } from 'vike/types'

/**
 * Pages are HTML only: no onRenderClient, so no page-wide hydration and no client router; moving to
 * another page is a normal load of a prerendered page. +client.ts wakes the islands.
 */
export default {
  clientRouting: false,
  prerender: true,
} satisfies Config
