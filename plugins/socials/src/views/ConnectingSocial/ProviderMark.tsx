import type { FrameSocialProvider } from '@portico/contracts'
import { PROVIDER_BRANDS, PROVIDER_ICONS } from '../../providerIcons'

/** The provider's mark, large: its glyph white on its brand colour (the same as its Connect tile). */
export function ProviderMark({ provider }: { provider: FrameSocialProvider }) {
  const mask = `url("data:image/svg+xml,${encodeURIComponent(PROVIDER_ICONS[provider])}")`
  return (
    <span className="socials-mark" aria-hidden="true" style={{ background: PROVIDER_BRANDS[provider] }}>
      <span className="socials-mark-glyph" style={{ maskImage: mask, WebkitMaskImage: mask }} />
    </span>
  )
}
