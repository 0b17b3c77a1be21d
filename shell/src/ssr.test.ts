import { describe, expect, it } from 'vitest'
import { testMainnet } from './testing/networks'

// Runs in vitest's node environment: there is no window, document or localStorage here, so any
// access to them at import or creation time throws a ReferenceError.
describe('server rendering', () => {
  it('imports the shell and creates an AppKit without touching browser globals', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const { createAppKit } = await import('./index')
    const appKit = createAppKit({
      projectId: 'p',
      networks: [testMainnet],
    })
    expect(appKit.getIsConnected()).toBe(false)
    expect(appKit.getCaipNetwork()?.name).toBe('Ethereum')
    await expect(appKit.ready).resolves.toBeUndefined()
  })
})
