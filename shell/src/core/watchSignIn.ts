import { getErrorMessage } from '@portico/contracts'
import type { IntentActions } from './intentActions'
import type { ShellContext } from './shellContext'

/**
 * With sign-in on, each connected account and network asks for its own sign-in session: the check
 * runs when the account changes, once per account. Returns the check, for the first intent to run
 * again when an earlier load failed (offline).
 * @example const checkSignIn = watchSignIn(ctx, true, loadIntentActions)
 */
export function watchSignIn(ctx: Pick<ShellContext, 'store' | 'atoms' | 'log'>, enabled: boolean, loadIntentActions: () => Promise<IntentActions>): () => void {
  let signedFor: string | undefined
  const checkSignIn = () => {
    if (!enabled) return
    const { status, caipAddress } = ctx.store.get(ctx.atoms.account)
    const key = status === 'connected' ? caipAddress : undefined
    if (key === signedFor) return
    signedFor = key
    if (!key) return
    loadIntentActions()
      .then(({ loadSiwx }) => loadSiwx())
      .then((siwx) => siwx?.check())
      .catch((error: unknown) => {
        // Offline: the next account change or intent checks again.
        if (signedFor === key) signedFor = undefined
        ctx.log.error('sign-in failed to load:', getErrorMessage(error))
      })
  }
  ctx.store.sub(ctx.atoms.account, checkSignIn)
  return checkSignIn
}
