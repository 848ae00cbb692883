import type { Photo } from './photos.ts'

/** The team on the About page: photo on the image host, words in the `about` namespace. */
export const teamMembers = [
  {
    id: 'founder',
    nameKey: 'team.members.founder.name',
    roleKey: 'team.members.founder.role',
    bioKey: 'team.members.founder.bio',
    imageAltKey: 'team.members.founder.imageAlt',
    /** Square, shown 160 px wide on phones and 192 on wider screens: each at 1× and 2×, and 576 for 3×. */
    image: { id: 'photo-1507003211169-0a1dd7228f2d', width: 384, height: 384, widths: [160, 192, 320, 384, 576] } satisfies Photo,
  },
] as const

export type TeamMember = (typeof teamMembers)[number]
