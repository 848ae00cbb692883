/** A plan's monthly price in the page's language: "$150" in English, "150 $US" in French. */
export function formatPlanPrice(language: string, amountUsd: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amountUsd)
}
