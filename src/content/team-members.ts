import data from './data/team.json' with { type: 'json' }
import { drawnArtFile, photoShapes } from './photos.ts'
import type { TeamFile } from './schemas.ts'
import { memberWords } from './words.ts'

/** Square, shown 160 px wide on phones and 192 on wider screens: each at 1× and 2×, and 576 for 3×. */
const portraitWidths = [160, 192, 320, 384, 576] as const

export const teamMembers = (data as TeamFile).members.map((member) => ({
  ...member,
  image: { ...(member.image ?? { file: drawnArtFile('member', member.id), ...photoShapes.members }), widths: portraitWidths },
  ...memberWords.keys(member.id),
}))
