import { hostileLink } from '@portico/contracts/testing/vitest'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../testing/memoryStorage'
import { createConnectionStorage } from './connectionStorage'
import { readRecentWallets, replaceRecentWallet } from './recentWallets'

describe('recent wallets', () => {
  it('puts the catalogue wallet reached through WalletConnect in the connector\'s place among recent wallets', () => {
    const storage = createConnectionStorage(memoryStorage())
    storage.saveConnected({ connectorId: 'io.metamask', walletName: 'MetaMask', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    storage.saveConnected({ connectorId: 'walletConnect', walletName: 'Rainbow', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    replaceRecentWallet(storage, 'walletConnect', { id: 'rainbow', name: 'Rainbow', image_id: 'img' })
    expect(readRecentWallets(storage)).toEqual([{ id: 'rainbow', name: 'Rainbow', image_id: 'img' }, { id: 'io.metamask', name: 'MetaMask' }])
    expect(storage.read().connectorId).toBe('walletConnect')

    storage.saveConnected({ connectorId: 'walletConnect', walletName: 'Other', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    replaceRecentWallet(storage, 'walletConnect', undefined)
    expect(readRecentWallets(storage).map((wallet) => wallet.id)).toEqual(['rainbow'])
  })

  it('drops a stored recent wallet with a hostile link (an older build wrote it) and keeps the rest', () => {
    const memory = memoryStorage()
    const hostile = { id: 'evil', name: 'Evil', mobile_link: 'javascript://%0aalert(document.domain)//', desktop_link: 'rainbow:' }
    memory.data.set('@portico/connection', JSON.stringify({ connectorId: 'a', connectedNamespaces: ['eip155'], namespaceConnectors: { eip155: 'a' }, recentWallets: [hostile, { id: 'a', name: 'A' }] }))
    const storage = createConnectionStorage(memory)
    expect(readRecentWallets(storage)).toEqual([{ id: 'a', name: 'A' }])
    expect(storage.read()).toEqual({ connectorId: 'a', connectedNamespaces: ['eip155'], namespaceConnectors: { eip155: 'a' }, recentWallets: [{ id: 'a', name: 'A' }] })
    expect(memory.data.get('@portico/connection')).not.toContain('javascript')
  })

  it('never stores a wallet with a hostile link', () => {
    fc.assert(
      fc.property(hostileLink, (link) => {
        const memory = memoryStorage()
        const storage = createConnectionStorage(memory)
        storage.saveConnected({ connectorId: 'walletConnect', walletName: 'Evil', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
        // A record that skipped the catalogue's schema (built in code, or from an older build).
        replaceRecentWallet(storage, 'walletConnect', { id: 'evil', name: 'Evil', mobile_link: link })
        expect(memory.data.get('@portico/connection')).not.toContain('evil')
        expect(readRecentWallets(storage)).toEqual([])
      }),
    )
  })

})
