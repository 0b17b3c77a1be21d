import { getErrorMessage } from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { CatalogueLoadState } from './catalogueAtoms'
import type { CatalogueScope } from './catalogueScope'

/**
 * Runs one catalogue request under its load state: loading, then ready, or failed with the
 * message the views show (and a warning in the log). Never rejects.
 * @example await loadCatalogueState(scope, atoms.recommendedState, 'recommended wallets', fetch)
 */
export async function loadCatalogueState({ store, log }: Pick<CatalogueScope, 'store' | 'log'>, state: PrimitiveAtom<CatalogueLoadState>, what: string, run: () => Promise<void>): Promise<void> {
  store.set(state, { status: 'loading' })
  try {
    await run()
    store.set(state, { status: 'ready' })
  } catch (error) {
    const message = getErrorMessage(error)
    log.warn(`${what} failed:`, message, error instanceof Error && error.cause !== undefined ? error.cause : '')
    store.set(state, { status: 'failed', error: message })
  }
}
