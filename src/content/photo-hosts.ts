import { isOwnPhoto } from './photos.ts'
import { projects } from './projects.ts'
import { teamMembers } from './team-members.ts'

/** While any entry names a photo on the image host, pages ask it, the policy allows it and the privacy notice says so. */
export const usesImageHost = [...projects, ...teamMembers].some(({ image }) => !isOwnPhoto(image))
