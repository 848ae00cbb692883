import { FacebookIcon, InstagramIcon, LinkIcon, LinkedinIcon, XIcon } from './icons.tsx'

const drawn: Partial<Record<string, typeof LinkIcon>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  x: XIcon,
}

/** A network's icon by its kind (src/content/data/contact.json); a kind without a drawing of its own gets a plain link's. */
export const socialIconOf = (kind: string) => drawn[kind] ?? LinkIcon
