// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { createAppKit } from '../../createAppKit'
import { anvilNetwork, createAnvilConnector } from '../../testing/anvilConnector'
import { useEthersProvider } from './useEthersProvider'
import { useEthersSigner } from './useEthersSigner'
import { loadShellCore } from '../../core/shellCoreOf'

const ALICE = ANVIL_DEV_ADDRESSES[0] ?? ''


describe('useEthersProvider and useEthersSigner (createAppKit on anvil)', () => {
  let anvils: AnvilInstance[] = []

  beforeAll(async () => {
    anvils = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), startAnvil({ port: 0, chainId: 31338 })])
  }, 60_000)

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  })

  it("follow Portico's eip155 connection: connect, network switch, disconnect", async () => {
    const [first, second] = anvils as [AnvilInstance, AnvilInstance]
    const networks = [anvilNetwork(first), anvilNetwork(second)] as const
    const appKit = createAppKit(
      { projectId: 'p', networks: [...networks], features: { receive: false, send: false, history: false, analytics: false } },
      { storage: undefined },
    )
    const { result } = renderHook(() => ({ provider: useEthersProvider(), signer: useEthersSigner() }))
    expect(result.current).toEqual({ provider: undefined, signer: undefined })

    const connector = createAnvilConnector({ chains: [first, second], address: ALICE })
    await act(async () => (await loadShellCore(appKit)).connection.connectWith('eip155', async () => connector))
    await waitFor(() => expect(result.current.signer).toBeDefined())
    expect(await result.current.signer?.getAddress()).toBe(ALICE)
    expect((await result.current.provider?.getNetwork())?.chainId).toBe(31337n)

    const before = result.current.provider
    await act(() => appKit.switchNetwork(networks[1]))
    await waitFor(() => expect(result.current.provider).not.toBe(before))
    expect((await result.current.provider?.getNetwork())?.chainId).toBe(31338n)
    await waitFor(async () => expect((await result.current.signer?.provider.getNetwork())?.chainId).toBe(31338n))

    await act(() => appKit.disconnect())
    await waitFor(() => expect(result.current).toEqual({ provider: undefined, signer: undefined }))
  })
})
