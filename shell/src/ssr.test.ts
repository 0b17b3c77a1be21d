import { describe, expect, it } from 'vitest'

// Runs in vitest's node environment: there is no window, document or localStorage here, so any
// access to them at import or creation time throws a ReferenceError.
describe('server rendering', () => {
  it('imports the shell and creates an AppKit without touching browser globals', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const { createAppKit } = await import('./index')
    const appKit = createAppKit({
      projectId: 'p',
      networks: [
        {
          id: 1,
          caipNetworkId: 'eip155:1',
          name: 'Ethereum',
          chainNamespace: 'eip155',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['https://rpc.example'] } },
        },
      ],
    })
    expect(appKit.getIsConnected()).toBe(false)
    expect(appKit.getCaipNetwork()?.name).toBe('Ethereum')
    await expect(appKit.ready).resolves.toBeUndefined()
  })
})
