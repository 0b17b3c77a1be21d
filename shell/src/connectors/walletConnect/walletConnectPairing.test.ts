import { describe, expect, it } from 'vitest'
import { mainnet } from '../../networks'
import type { WalletConnectProvider } from './walletConnectProvider'
import { createWalletConnectPairing } from './walletConnectPairing'

const SESSION = {
  topic: 'session-a',
  namespaces: { eip155: { accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], methods: ['personal_sign'], events: [] } },
  peer: { metadata: { name: 'Test Wallet', icons: [] } },
}

/** A provider whose every connect() waits until the test settles it, newest last. */
function providerOfAttempts() {
  const attempts: { resolve: (session: unknown) => void; reject: (error: unknown) => void }[] = []
  const provider = { connect: () => new Promise((resolve, reject) => attempts.push({ resolve, reject })) }
  return { provider: provider as unknown as WalletConnectProvider, attempts }
}

describe('createWalletConnectPairing', () => {
  it('fails the pairing only on its newest attempt: a refreshed URI\'s old attempt failing is no failure', async () => {
    const { provider, attempts } = providerOfAttempts()
    const pairing = createWalletConnectPairing(provider, [mainnet])
    const paired = pairing.pair(mainnet)
    pairing.refresh()
    attempts[0]?.reject(new Error('expired'))
    await Promise.resolve()
    expect(pairing.isPairing()).toBe(true)
    attempts[1]?.resolve(SESSION)
    await expect(paired).resolves.toMatchObject({ topic: 'session-a' })
    expect(pairing.isPairing()).toBe(false)
  })

  it('rejects the waiting pairing when cancelled, when a newer one starts, and on an unreadable session', async () => {
    const { provider, attempts } = providerOfAttempts()
    const pairing = createWalletConnectPairing(provider, [mainnet])
    const first = pairing.pair(mainnet)
    const second = pairing.pair(mainnet)
    await expect(first).rejects.toThrow('A newer pairing replaced this one')
    pairing.cancel()
    await expect(second).rejects.toThrow('Connection cancelled')
    const third = pairing.pair(undefined)
    attempts[2]?.resolve({ topic: 'no namespaces' })
    await expect(third).rejects.toThrow('The wallet answered with an unreadable session')
  })

  it('asks for no new URI when nothing waits', () => {
    const { provider, attempts } = providerOfAttempts()
    createWalletConnectPairing(provider, [mainnet]).refresh()
    expect(attempts).toHaveLength(0)
  })
})
