import { describe, expect, it } from 'vitest'
import { testShellContext } from '../catalogue/testing'
import { createNamespaceTransition } from './namespaceTransition'

describe('createNamespaceTransition', () => {
  it('moves the namespace status and mirrors it on the account of the active namespace only', () => {
    const ctx = testShellContext()
    const transition = createNamespaceTransition(ctx)
    transition('eip155', 'connect')
    expect(ctx.store.get(ctx.atoms.connectionStatus).eip155).toBe('connecting')
    expect(ctx.store.get(ctx.atoms.account).status).toBe('connecting')
    ctx.store.set(ctx.atoms.activeNamespace, 'eip155')
    transition('eip155', 'connected')
    expect(ctx.store.get(ctx.atoms.account).status).toBe('connected')
    transition('solana', 'connect')
    expect(ctx.store.get(ctx.atoms.connectionStatus).solana).toBe('connecting')
    expect(ctx.store.get(ctx.atoms.account).status).toBe('connected')
    transition('solana', 'connected')
    transition('solana', 'connect')
    expect(ctx.store.get(ctx.atoms.connectionStatus).solana).toBe('connected')
  })
})
