import type { TokenBalance } from '@portico/contracts'

/** A token's icon, or an empty circle when the API has none. */
export function TokenIcon({ token }: { token: TokenBalance }) {
  return token.iconUrl ? <img className="token-icon" src={token.iconUrl} alt="" /> : <span className="token-icon" aria-hidden="true" />
}
