import { TEST_ADDRESS } from '@portico/contracts/testing'
import { atom, createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import type { AccountState } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'
import { createAccountHost } from './accountHost'

const setup = () => {
  const store = createStore()
  const account = atom<AccountState>({ status: 'connected', address: TEST_ADDRESS })
  const atoms = { account } as unknown as ShellContext['atoms']
  return { store, account, host: createAccountHost({ store, atoms }) }
}

describe('createAccountHost', () => {
  it('stores the profile name of the active address, whatever its case', () => {
    const { store, account, host } = setup()
    host.setProfileName(TEST_ADDRESS.toLowerCase(), 'ada.reown.id')
    expect(store.get(account)).toEqual({ status: 'connected', address: TEST_ADDRESS, profileName: 'ada.reown.id' })
  })

  it('names no other address (an answer that came back after the user switched)', () => {
    const { store, account, host } = setup()
    host.setProfileName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'bobby.reown.id')
    expect(store.get(account).profileName).toBeUndefined()
  })
})
