import data from './data/services.json' with { type: 'json' }
import type { ServicesFile } from './schemas.ts'
import { serviceWords } from './words.ts'

export const services = (data as ServicesFile).services.map((service) => {
  const keys = serviceWords.keys(service.id)
  // The footer names a service by its title unless the studio gave it lines of its own.
  const footerKeys = service.footerLines?.map((line) => serviceWords.footerLineKey(service.id, line)) ?? [keys.titleKey]
  return { ...service, ...keys, footerKeys }
})
