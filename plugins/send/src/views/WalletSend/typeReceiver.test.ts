import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { createSendAtoms } from '../../atoms'
import { typeReceiver } from './typeReceiver'

describe('typeReceiver', () => {
  it('marks a name as resolving and leaves an address to the resolver', () => {
    const store = createStore()
    const atoms = createSendAtoms()
    typeReceiver(store, atoms, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(store.get(atoms.receiverInput)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(store.get(atoms.receiverResolution)).toBe('idle')
    typeReceiver(store, atoms, 'vitalik.eth')
    expect(store.get(atoms.receiverInput)).toBe('vitalik.eth')
    expect(store.get(atoms.receiverResolution)).toBe('resolving')
  })
})
