import type { Connector } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createEventEmitter } from '../core/events'
import { memoryStorage } from '../modal/testing'
import type { ConnectionActions } from './connectionActions'
import { registerWalletConnectRestore } from './registerWalletConnectRestore'

type Restorer = Parameters<ConnectionActions['registerRestorer']>[0]

function setup(stored = JSON.stringify({ name: 'Rainbow', href: 'rainbow://' })) {
  const storage = memoryStorage({ '@portico/wc-deeplink': stored })
  const ctx = { events: createEventEmitter(), localStorage: storage }
  const restorers: Restorer[] = []
  const connector = { id: 'walletConnect' } as Connector
  const restore = vi.fn(async () => connector)
  const load = vi.fn(async () => ({ restore }))
  registerWalletConnectRestore(ctx, { registerRestorer: (restorer) => void restorers.push(restorer) }, load)
  return { ctx, storage, restorers, connector, restore, load }
}

describe('registerWalletConnectRestore', () => {
  it('restores a stored WalletConnect session through the pairing actions, loaded only then', async () => {
    const { restorers, connector, restore, load } = setup()
    const [restorer] = restorers
    expect(load).not.toHaveBeenCalled()
    expect(restorer?.matches('walletConnect')).toBe(true)
    expect(restorer?.matches('io.metamask')).toBe(false)
    expect(await restorer?.restore('walletConnect', 'solana')).toBe(connector)
    expect(restore).toHaveBeenCalledWith('solana')
  })

  it('removes a hostile or malformed stored deep link at page load, and keeps a wallet link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const stored of [JSON.stringify({ name: 'Evil', href: 'javascript:alert(document.cookie)' }), JSON.stringify({ name: 'Evil', href: 'http://evil.example' }), '{"name":', '42']) {
      const { storage, load } = setup(stored)
      expect([stored, storage.getItem('@portico/wc-deeplink')]).toEqual([stored, null])
      expect(load).not.toHaveBeenCalled()
    }
    const kept = setup()
    expect(kept.storage.getItem('@portico/wc-deeplink')).toBe(JSON.stringify({ name: 'Rainbow', href: 'rainbow://' }))
  })

  it('clears the stored deep link on disconnect, though the pairing actions never loaded', () => {
    const { ctx, storage, load } = setup()
    ctx.events.emit('DISCONNECT_SUCCESS')
    expect(storage.getItem('@portico/wc-deeplink')).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })
})
