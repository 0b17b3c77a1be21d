import { isImageUrl } from '@portico/contracts'
import type { SwapToken } from '../api/schemas'

/** A token's logo, checked again right before it renders (an http(s) image), or an empty circle. */
export function TokenIcon({ token }: { token: SwapToken }) {
  return token.logoUri && isImageUrl(token.logoUri) ? <img className="token-icon" src={token.logoUri} alt="" /> : <span className="token-icon" aria-hidden="true" />
}
