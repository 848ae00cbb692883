import data from './data/figures.json' with { type: 'json' }
import type { FiguresFile } from './schemas.ts'

/** The studio's figures, shown as "50+", "100+", "5+" and "24/7" (written in the page's language). */
export const studioFigures: FiguresFile = data

/** The three the home page's hero shows, each with its label there. */
export const heroFigures = (['clients', 'projects', 'years'] as const).map((figure) => ({
  value: studioFigures[figure],
  labelKey: `hero.claims.${figure}` as const,
}))
