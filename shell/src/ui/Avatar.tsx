import type { ReactUiKit } from './reactUiKit'
import { avatarColors } from './avatarColors'

/** A deterministic avatar of an address: two colours derived from it. */
export const Avatar: ReactUiKit['Avatar'] = ({ address, size = 40 }) => {
  const [from, to] = avatarColors(address)
  return (
    <span
      className="ui-avatar"
      aria-hidden="true"
      data-testid="ui-avatar"
      style={{ width: size, height: size, background: `radial-gradient(circle at 30% 25%, ${from}, ${to})` }}
    />
  )
}
