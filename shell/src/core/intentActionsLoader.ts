import { sharedLoad } from '../utils/sharedLoad'
import type { IntentActions, IntentDependencies } from './intentActions'
import type { ShellContext } from './shellContext'

/**
 * The catalogue, plugins, WalletConnect pairing and sign-in: the `intent` chunk, with the modal,
 * because nothing of them acts before the first intent, a stored WalletConnect session or a sign-in
 * check (the page fetches that chunk at idle anyway). Loaded once, with the i18n host; a failed
 * load (offline) is tried again on the next call.
 * @example const loadIntentActions = intentActionsLoader(ctx, { features, modal, toast, connection })
 */
export function intentActionsLoader(ctx: ShellContext, deps: Omit<IntentDependencies, 'messages'>): () => Promise<IntentActions> {
  return sharedLoad(() =>
    Promise.all([import(/* webpackChunkName: "intent" */ './intentActions'), ctx.i18n.load()]).then(([{ createIntentActions }, messages]) =>
      createIntentActions(ctx, { ...deps, messages }),
    ),
  )
}
