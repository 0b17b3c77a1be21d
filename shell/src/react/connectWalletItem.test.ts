import { DISCONNECTED_ACCOUNT } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { testShellContext, walletRecord } from '../catalogue/testing'
import type { WalletItem } from '../walletButtons/walletItems'
import { connectWalletItem } from './connectWalletItem'

const item = (id: string, isInjected: boolean): WalletItem => ({ id, name: id, imageUrl: '', connectors: [], walletInfo: {}, isInjected, isRecent: false })

function parameters(connects: boolean) {
  const ctx = testShellContext()
  const connected = async () => {
    if (connects) ctx.store.set(ctx.atoms.account, { ...DISCONNECTED_ACCOUNT, status: 'connected' })
  }
  const connection = { connectAnnounced: vi.fn(connected) }
  const walletConnect = { connect: vi.fn(connected) }
  return { ctx, connection, walletConnect, records: [walletRecord('a'), walletRecord('b')] }
}

describe('connectWalletItem', () => {
  it('connects an installed wallet by its rdns, a catalogue one by its record, the WalletConnect entry by none', async () => {
    const p = parameters(true)
    await connectWalletItem({ ...p, wallet: item('io.metamask', true) })
    await connectWalletItem({ ...p, wallet: item('b', false) })
    await connectWalletItem({ ...p, wallet: item('walletConnect', false) })
    expect(p.connection.connectAnnounced).toHaveBeenCalledWith('io.metamask')
    expect(p.walletConnect.connect.mock.calls).toEqual([[walletRecord('b')], [undefined]])
  })

  it('throws the connect error, or Connection cancelled, when not connected', async () => {
    const p = parameters(false)
    await expect(connectWalletItem({ ...p, wallet: item('a', false) })).rejects.toThrow('Connection cancelled')
    p.ctx.store.set(p.ctx.atoms.connectError, 'User rejected')
    await expect(connectWalletItem({ ...p, wallet: item('a', false) })).rejects.toThrow('User rejected')
  })
})
