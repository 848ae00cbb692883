import { join } from 'node:path'

/** Vike's command, run with Node itself: `npx vike` would start npm first. */
export const vikeBin = join(import.meta.dirname, '..', 'node_modules', 'vike', 'bin.js')
