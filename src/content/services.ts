import data from './data/services.json' with { type: 'json' }
import type { ServicesFile } from './schemas.ts'
import { serviceWords } from './words.ts'

export const services = (data as ServicesFile).services.map((service) => ({ ...service, ...serviceWords.keys(service.id) }))
