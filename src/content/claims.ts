/** The studio's headline figures, shown as "50+" and so on. */
export const heroClaims = [
  { value: 50, labelKey: 'hero.claims.clients' },
  { value: 100, labelKey: 'hero.claims.projects' },
  { value: 5, labelKey: 'hero.claims.years' },
] as const

/** The same figures plus round-the-clock support, as the About and Quote pages show them. */
export const studioStats = {
  clients: 50,
  projects: 100,
  years: 5,
  /** Hours a day and days a week of support: "24/7". */
  support: { hours: 24, days: 7 },
} as const
