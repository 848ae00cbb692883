import type { Config } from 'vike/types'

// No onRenderClient: no page-wide hydration, no client router; +client.ts wakes the islands.
export default {
  clientRouting: false,
  prerender: true,
} satisfies Config
