import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { artScreenOfCategory } from '../../src/content/choices.ts'
import { drawnArtFile } from '../../src/content/photos.ts'
import type { ProjectsFile, TeamFile } from '../../src/content/schemas.ts'
import { dataFolder } from '../../src/content/collections.ts'
import { memberArt, projectArt } from '../../src/theme/art/drawings.ts'

export interface DrawnArt {
  file: string
  svg: string
}

/** The drawing of every entry without a photo, from its data alone: the same data always gives the same bytes. */
export function drawnArt(root: string): DrawnArt[] {
  const read = <File>(name: string) => JSON.parse(readFileSync(join(root, dataFolder, name), 'utf8')) as File
  const { projects } = read<ProjectsFile>('projects.json')
  const { members } = read<TeamFile>('team.json')
  return [
    ...projects
      .filter(({ image }) => !image)
      .map(({ id, category, art }) => ({
        file: drawnArtFile('project', id),
        svg: projectArt(id, art ?? artScreenOfCategory[category] ?? 'storefront'),
      })),
    ...members.filter(({ image }) => !image).map(({ id }) => ({ file: drawnArtFile('member', id), svg: memberArt(id) })),
  ]
}
