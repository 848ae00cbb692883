/** `npm run i18n:status`: translated / total keys per namespace and per language. */
import { resolve } from 'node:path'
import { statusTable, translationStatus } from './i18n/status'

console.log(statusTable(translationStatus(resolve(import.meta.dirname, '..'))))
