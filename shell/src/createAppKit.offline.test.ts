// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ShellCore } from './core/createShellCore'
import { createAppKit } from './createAppKit'
import { testMainnet } from './testing/networks'
import { settleOpenModals } from './testing/settleOpenModals'
import { shellBootOf } from './core/shellCoreOf'

// The modals these tests open stay open.
afterAll(settleOpenModals)

// The modal's intent actions fail to load once (offline), then load.
const loads = vi.hoisted(() => ({ failuresLeft: 1 }))
vi.mock('./core/loadModalCore', async (importOriginal) => {
  const real = await importOriginal<typeof import('./core/loadModalCore')>()
  return {
    loadModalCore: (core: ShellCore) => (loads.failuresLeft-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real.loadModalCore(core)),
  }
})

// Offline: the catalogue the open asks for fails too.
vi.stubGlobal('fetch', async () => {
  throw new TypeError('Failed to fetch')
})

describe('createAppKit offline', () => {
  it('opens on the next try after the modal code failed to load', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet], features: { receive: false, send: false, history: false, analytics: false } }, { storage: undefined })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(appKit.open()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(appKit.getState().open).toBe(false)

    await appKit.open()
    expect(appKit.getState().open).toBe(true)
    expect(document.querySelector('portico-modal')).not.toBeNull()
    // The plugin index, read after the paint, fails offline too: the features say so. Waited for,
    // so React renders that while the test's window still exists.
    await vi.waitFor(() => expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.plugins).names?.status).toBe('failed'))
    await appKit.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
})
