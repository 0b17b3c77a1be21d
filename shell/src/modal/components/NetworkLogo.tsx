import type { CaipNetwork } from '@portico/contracts'
import { uiKit } from '../../ui/uiKit'
import { useShellCore } from '../ShellContext'

/**
 * A network's logo: its own image (`assets.imageUrl`), else the catalogue's (`assets.imageId`),
 * else its initials on a tint of its own ("Anvil Two" reads "AT"), never a grey placeholder.
 */
export function NetworkLogo({ network, size = 28 }: { network: CaipNetwork; size?: number }) {
  const core = useShellCore()
  const { imageUrl, imageId } = network.assets ?? {}
  const src = imageUrl ?? (imageId ? core.catalogue.imageUrl('networkImages', imageId) : undefined)
  return <uiKit.Logo src={src} name={network.name} size={size} />
}
