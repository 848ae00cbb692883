/** The studio's figures, shown as "50+", "100+", "5+" and "24/7" (written in the page's language). */
export const studioFigures = {
  clients: 50,
  projects: 100,
  years: 5,
  /** Hours a day and days a week of support: "24/7". */
  support: { hours: 24, days: 7 },
} as const

/** The three the home page's hero shows, each with its label there. */
export const heroFigures = (['clients', 'projects', 'years'] as const).map((figure) => ({
  value: studioFigures[figure],
  labelKey: `hero.claims.${figure}` as const,
}))
