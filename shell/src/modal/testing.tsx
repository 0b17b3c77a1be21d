export { memoryStorage } from '../testing/memoryStorage'
import { memoryStorage } from '../testing/memoryStorage'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactElement } from 'react'
import { createShellCore } from '../core/createShellCore'
import { loadModalCore, type ModalCore } from '../core/loadModalCore'
import { appKitOptionsSchema, type AppKitOptionsInput } from '../options/appKitOptionsSchema'
import type { KeyValueStorage } from '../persistence/connectionStorage'
import { testNetwork } from '../catalogue/testing'
import { ShellCoreProvider } from './ShellContext'

/** A Map-backed localStorage stand-in. */

/**
 * A shell core with its intent actions, as the modal gets it, for view tests: no window (no wallet
 * discovery, no image preload; tests set the announced wallets themselves), a memory storage and
 * the given options.
 */
export function testShellCore(options: Partial<AppKitOptionsInput> = {}, storage: KeyValueStorage = memoryStorage()): Promise<ModalCore> {
  return loadModalCore(createShellCore(appKitOptionsSchema.parse({ projectId: 'test-project', networks: [testNetwork], ...options }), { window: undefined, storage }))
}

/** Renders a modal view with its core, as mountModal does. */
export function renderView(core: ModalCore, view: ReactElement) {
  return render(
    <Provider store={core.store}>
      <ShellCoreProvider value={core}>{view}</ShellCoreProvider>
    </Provider>,
  )
}
