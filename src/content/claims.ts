/** The studio's headline figures, shown as "50+" and so on. */
export const heroClaims = [
  { value: 50, labelKey: 'hero.claims.clients' },
  { value: 100, labelKey: 'hero.claims.projects' },
  { value: 5, labelKey: 'hero.claims.years' },
] as const
