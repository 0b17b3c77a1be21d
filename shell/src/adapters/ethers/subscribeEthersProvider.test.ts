import { describe, expect, it, vi } from 'vitest'
import { createAnvilConnector } from '../../testing/anvilConnector'
import { createFakeEthersAppKit } from '../../testing/fakeEthersAppKit'
import { subscribeEthersProvider } from './subscribeEthersProvider'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// Nothing here sends a request: the URLs are never called.
const CHAINS = [
  { chainId: 1, rpcUrl: 'http://127.0.0.1:9' },
  { chainId: 10, rpcUrl: 'http://127.0.0.1:9' },
] as const

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('subscribeEthersProvider', () => {
  it('calls back once for changes made together', async () => {
    const appKit = createFakeEthersAppKit()
    const connector = createAnvilConnector({ chains: CHAINS, address: ALICE })
    await appKit.connect(connector)
    const onChange = vi.fn()
    subscribeEthersProvider(appKit, onChange)

    connector.selectAccount(BOB)
    connector.moveToChain(10)
    await settled()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('does not call back when the wallet, account and chain stay', async () => {
    const appKit = createFakeEthersAppKit()
    const connector = createAnvilConnector({ chains: CHAINS, address: ALICE })
    await appKit.connect(connector)
    const onChange = vi.fn()
    subscribeEthersProvider(appKit, onChange)

    // Portico tells account listeners of every change (a balance, a profile): same account here.
    connector.selectAccount(ALICE)
    await settled()
    expect(onChange).not.toHaveBeenCalled()
  })

  it("follows a replaced wallet's chain and no longer the old one's", async () => {
    const appKit = createFakeEthersAppKit()
    const first = createAnvilConnector({ chains: CHAINS, address: ALICE })
    const second = createAnvilConnector({ chains: CHAINS, address: ALICE })
    await appKit.connect(first)
    const onChange = vi.fn()
    subscribeEthersProvider(appKit, onChange)

    await appKit.connect(second)
    await settled()
    expect(onChange).toHaveBeenCalledTimes(1)

    first.moveToChain(10)
    await settled()
    expect(onChange).toHaveBeenCalledTimes(1)

    second.moveToChain(10)
    await settled()
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('calls back no more once unsubscribed, even for a change already under way', async () => {
    const appKit = createFakeEthersAppKit()
    const connector = createAnvilConnector({ chains: CHAINS, address: ALICE })
    await appKit.connect(connector)
    const onChange = vi.fn()
    const unsubscribe = subscribeEthersProvider(appKit, onChange)

    connector.moveToChain(10)
    unsubscribe()
    connector.selectAccount(BOB)
    await settled()
    expect(onChange).not.toHaveBeenCalled()
  })
})
