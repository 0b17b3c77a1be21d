import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createNamesAtoms } from '../atoms'
import { fakeProfileApi } from '../testing/fakeProfileApi'
import { keepProfileName } from './keepProfileName'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(names: Record<string, string>) {
  const api = fakeProfileApi(names)
  const test = createTestHost({ blockchain: api.client })
  const atoms = createNamesAtoms()
  return { ...test, api, atoms }
}

describe('keepProfileName', () => {
  it('finds the account name by reverse lookup and stores it as the profile name', async () => {
    const { host, api, atoms } = setup({ 'ada-01.reown.id': TEST_ADDRESS })
    keepProfileName(host, atoms)
    await flush()
    expect(api.calls).toEqual([`GET /v1/profile/reverse/${TEST_ADDRESS}`])
    expect(host.store.get(host.atoms.account).profileName).toBe('ada-01.reown.id')
  })

  it('stores it again when the identity sync clears it (a network switch), without asking again', async () => {
    const { host, api, atoms, account } = setup({ 'ada-01.reown.id': TEST_ADDRESS })
    keepProfileName(host, atoms)
    await flush()
    host.store.set(account, ({ profileName: _cleared, ...rest }) => rest)
    expect(host.store.get(account).profileName).toBe('ada-01.reown.id')
    expect(api.calls).toHaveLength(1)
  })

  it('keeps a name the identity sync found, and takes a legacy .wcn.id name', async () => {
    const named = setup({ 'ada.wcn.id': TEST_ADDRESS })
    named.host.store.set(named.account, (a) => ({ ...a, profileName: 'ada.eth' }))
    keepProfileName(named.host, named.atoms)
    await flush()
    expect(named.api.calls).toEqual([])
    named.host.store.set(named.account, ({ profileName: _cleared, ...rest }) => rest)
    await flush()
    expect(named.host.store.get(named.account).profileName).toBe('ada.wcn.id')
  })

  it("records 'Error fetching names for address' when the lookup fails, and leaves the address shown", async () => {
    const { host, api, atoms } = setup({})
    api.get.mockRejectedValue(new Error('HTTP status code: 500'))
    keepProfileName(host, atoms)
    await flush()
    expect(host.store.get(atoms.known).get(TEST_ADDRESS.toLowerCase())).toEqual({ status: 'failed', error: 'Error fetching names for address' })
    expect(host.store.get(host.atoms.account).profileName).toBeUndefined()
  })

  it('looks nothing up off eip155 or while disconnected, and stops when disposed', async () => {
    const { host, api, atoms, account, network } = setup({ 'ada-01.reown.id': TEST_ADDRESS })
    host.store.set(network, (n) => n && { ...n, chainNamespace: 'solana', caipNetworkId: 'solana:devnet' })
    const stop = keepProfileName(host, atoms)
    host.store.set(account, { status: 'disconnected' })
    await flush()
    expect(api.calls).toEqual([])
    stop()
    host.store.set(network, (n) => n && { ...n, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' })
    host.store.set(account, { status: 'connected', address: TEST_ADDRESS })
    await flush()
    expect(api.get).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})
