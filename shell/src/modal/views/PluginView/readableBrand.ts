import { contrastRatio } from '../../../theme/contrastRatio'
import { parseColor } from '../../../theme/contrast'

const WHITE = [255, 255, 255] as const
/** Non-text contrast a glyph needs against its disc (WCAG 1.4.11). */
const GLYPH_CONTRAST = 3

/**
 * A brand colour a white glyph reads on, or undefined (the icon then takes the text colour).
 * @example readableBrand('#5865F2') // '#5865F2'
 * @example readableBrand('#FFFC00') // undefined
 */
export function readableBrand(brand: string | undefined): string | undefined {
  const rgb = brand ? parseColor(brand) : undefined
  return rgb && contrastRatio(rgb, WHITE) >= GLYPH_CONTRAST ? brand : undefined
}
