import contact from './data/contact.json' with { type: 'json' }
import type { ContactFile } from './schemas.ts'
import { socialWords } from './words.ts'

/** The studio's networks, in the footer's order, each with its link, its kind (which picks the icon) and its name's key. */
export const socialNetworks = (contact as ContactFile).social.map((network) => ({ ...network, ...socialWords.keys(network.id) }))
