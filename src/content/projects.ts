import data from './data/projects.json' with { type: 'json' }
import { cardPhotoWidths, drawnArtFile, photoShapes } from './photos.ts'
import type { ProjectsFile } from './schemas.ts'
import { projectWords } from './words.ts'

export const projects = (data as ProjectsFile).projects.map((project) => ({
  ...project,
  image: { ...(project.image ?? { file: drawnArtFile('project', project.id), ...photoShapes.projects }), widths: cardPhotoWidths },
  ...projectWords.keys(project.id),
}))

export type Project = (typeof projects)[number]

export const featuredProjects = projects.filter((project) => project.featured)
