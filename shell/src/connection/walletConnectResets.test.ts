import { describe, expect, it, vi } from 'vitest'
import { testShellContext } from '../catalogue/testing'
import { followWalletConnectResets } from './walletConnectResets'

describe('followWalletConnectResets', () => {
  it('resets on a disconnect and cancels the pairing when the modal closes', () => {
    const ctx = testShellContext()
    const deps = { reset: vi.fn(), cancel: vi.fn() }
    followWalletConnectResets(ctx, deps)
    ctx.events.emit('DISCONNECT_SUCCESS')
    expect(deps.reset).toHaveBeenCalledTimes(1)
    ctx.store.set(ctx.atoms.modal, { open: true, loading: false, shake: false })
    expect(deps.cancel).not.toHaveBeenCalled()
    ctx.store.set(ctx.atoms.modal, { open: false, loading: false, shake: false })
    expect(deps.cancel).toHaveBeenCalledTimes(1)
  })

  it('keeps the pairing of an embedded modal', () => {
    const ctx = testShellContext({ enableEmbedded: true })
    const deps = { reset: vi.fn(), cancel: vi.fn() }
    followWalletConnectResets(ctx, deps)
    ctx.store.set(ctx.atoms.modal, { open: true, loading: false, shake: false })
    ctx.store.set(ctx.atoms.modal, { open: false, loading: false, shake: false })
    expect(deps.cancel).not.toHaveBeenCalled()
  })
})
