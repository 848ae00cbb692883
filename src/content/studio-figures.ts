import data from './data/figures.json' with { type: 'json' }
import type { FiguresFile } from './schemas.ts'

export const studioFigures: FiguresFile = data

export const heroFigures = (['clients', 'projects', 'years'] as const).map((figure) => ({
  value: studioFigures[figure],
  labelKey: `hero.claims.${figure}` as const,
}))
