import { resolve } from 'node:path'
import { staleList, statusTable, translationStatus } from './i18n/status.ts'

const status = translationStatus(resolve(import.meta.dirname, '..'))
console.log(`${statusTable(status)}\n\n${staleList(status)}`)
