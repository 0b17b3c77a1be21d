import type { ShellCore } from './createShellCore'
import type { IntentActions } from './intentActions'

/** What the modal renders with: the core and its intent actions, all there synchronously. */
export type ModalCore = ShellCore & IntentActions

/**
 * Loads the intent actions (once per core) and joins them to the core for the modal's views.
 * @example mountModal(await loadModalCore(appKit.core), host, false)
 */
export async function loadModalCore(core: ShellCore): Promise<ModalCore> {
  return { ...core, ...(await core.loadIntentActions()) }
}
