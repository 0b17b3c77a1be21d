import { isImageUrl, type TokenBalance } from '@portico/contracts'

/** A token's icon, or an empty circle when the API has none (or one that is not an http(s) image). */
export function TokenIcon({ token }: { token: TokenBalance }) {
  return token.iconUrl && isImageUrl(token.iconUrl) ? <img className="token-icon" src={token.iconUrl} alt="" /> : <span className="token-icon" aria-hidden="true" />
}
