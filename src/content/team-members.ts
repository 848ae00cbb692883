import { siteConfig } from '../site.config.ts'

/** The team on the About page: photo on the image host, words in the `about` namespace. */
export const teamMembers = [
  {
    id: 'founder',
    nameKey: 'team.members.founder.name',
    roleKey: 'team.members.founder.role',
    bioKey: 'team.members.founder.bio',
    imageAltKey: 'team.members.founder.imageAlt',
    image: `${siteConfig.imageHost}/photo-1507003211169-0a1dd7228f2d?auto=format&fit=crop&w=384&h=384&q=70`,
    /** The photo's intrinsic size: twice the 192 px it is shown at, for sharp screens. */
    imageSize: { width: 384, height: 384 },
  },
] as const

export type TeamMember = (typeof teamMembers)[number]
