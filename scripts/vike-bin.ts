import { join } from 'node:path'

/**
 * Vike's command, to run with Node itself (`process.execPath`, or `node` on a command line): `npx vike` would start
 * npm first, 0.3 CPU-seconds each time. The tests that start `vike build` or `vike dev` in a copy of the project use
 * it (a copy links this node_modules); scripts/build.ts calls Vike's build API instead.
 */
export const vikeBin = join(import.meta.dirname, '..', 'node_modules', 'vike', 'bin.js')
