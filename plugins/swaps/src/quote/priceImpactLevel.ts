/** How much a price impact should worry the visitor: drawn plain, amber or red. */
export type PriceImpactLevel = 'low' | 'high' | 'severe'

/** Above this percent the impact shows amber. */
export const PRICE_IMPACT_HIGH = 1
/** Above this percent it shows red. */
export const PRICE_IMPACT_SEVERE = 5

/**
 * @example priceImpactLevel(0.4) // 'low'
 * @example priceImpactLevel(1.2) // 'high'
 * @example priceImpactLevel(7) // 'severe'
 */
export function priceImpactLevel(percent: number | undefined): PriceImpactLevel {
  if (percent === undefined || percent <= PRICE_IMPACT_HIGH) return 'low'
  return percent > PRICE_IMPACT_SEVERE ? 'severe' : 'high'
}
