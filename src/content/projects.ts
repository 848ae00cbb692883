import data from './data/projects.json' with { type: 'json' }
import { cardPhotoWidths } from './photos.ts'
import type { ProjectsFile } from './schemas.ts'
import { projectWords } from './words.ts'

/**
 * The portfolio, in its order: facts in data/projects.json, words in the `projects` namespace (items.<id>.*).
 * The home page features those marked `featured`.
 */
export const projects = (data as ProjectsFile).projects.map((project) => ({
  ...project,
  image: { ...project.image, widths: cardPhotoWidths },
  ...projectWords.keys(project.id),
}))

export type Project = (typeof projects)[number]

export const featuredProjects = projects.filter((project) => project.featured)
