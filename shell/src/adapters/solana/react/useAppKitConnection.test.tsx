// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAppKit } from '../../../createAppKit'
import { mainnet, solana, solanaDevnet } from '../../../networks'
import { useAppKitConnection } from './useAppKitConnection'

describe('useAppKitConnection (createAppKit)', () => {
  it("follows the active network: a Connection on each Solana network's RPC, undefined on eip155", async () => {
    const appKit = createAppKit(
      { projectId: 'p', networks: [solanaDevnet, solana, mainnet], features: { receive: false, send: false, history: false, analytics: false } },
      { storage: undefined },
    )
    const { result } = renderHook(() => useAppKitConnection().connection)
    expect(result.current?.rpcEndpoint).toBe('https://api.devnet.solana.com')
    const devnet = result.current

    await act(() => appKit.switchNetwork(solana))
    expect(result.current?.rpcEndpoint).toBe('https://api.mainnet-beta.solana.com')
    await act(() => appKit.switchNetwork(mainnet))
    expect(result.current).toBeUndefined()
    await act(() => appKit.switchNetwork(solanaDevnet))
    expect(result.current).toBe(devnet)
  })
})
