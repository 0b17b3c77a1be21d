import { createTestHost } from '@portico/contracts/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNamesAtoms } from '../atoms'
import { fakeProfileApi } from '../testing/fakeProfileApi'
import { createNameLookup, NAME_LOOKUP_DELAY_MS } from './lookUpName'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(names: Record<string, string> = {}) {
  const api = fakeProfileApi(names)
  const { host } = createTestHost({ blockchain: api.client })
  const atoms = createNamesAtoms()
  return { api, host, atoms, lookup: createNameLookup(host, atoms) }
}

describe('createNameLookup', () => {
  it('asks once typing pauses, for the last name typed: its suggestions (zone reown.id) and whether it is free', async () => {
    const { api, host, atoms, lookup } = setup({ 'alice.reown.id': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    for (const text of ['alic', 'alice', 'alice-']) {
      lookup.type(text)
      await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS - 50)
    }
    lookup.type('alice')
    expect(api.calls).toEqual([])
    expect(host.store.get(atoms.suggestions)).toMatchObject({ name: 'alice', loading: true })
    expect(host.store.get(atoms.availability)).toEqual({ name: 'alice.reown.id', status: 'checking' })
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(api.calls).toEqual(['GET /v1/profile/suggestions/alice?zone=reown.id', 'GET /v1/profile/account/alice.reown.id'])
    expect(host.store.get(atoms.suggestions)).toEqual({ name: 'alice', loading: false, suggestions: ['alice-1.reown.id', 'alice2026.reown.id'], error: undefined })
    expect(host.store.get(atoms.availability)).toEqual({ name: 'alice.reown.id', status: 'taken' })
  })

  it('looks up a name in lower case and says when it is free', async () => {
    const { api, host, atoms, lookup } = setup()
    lookup.type('Ada-Lovelace')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(api.calls).toContain('GET /v1/profile/account/ada-lovelace.reown.id')
    expect(host.store.get(atoms.availability)).toEqual({ name: 'ada-lovelace.reown.id', status: 'available' })
  })

  it('asks nothing for a name the rule refuses, and forgets the last answers', async () => {
    const { api, host, atoms, lookup } = setup()
    lookup.type('alice')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    for (const refused of ['bob', 'al ice', 'alice.reown.id', 'élise', '']) {
      lookup.type(refused)
      await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS * 2)
      expect(host.store.get(atoms.availability)).toBeUndefined()
      expect(host.store.get(atoms.suggestions).suggestions).toEqual([])
    }
    expect(api.calls).toHaveLength(2)
  })

  it("says 'Error fetching name suggestions' and 'Error resolving name' when the service fails", async () => {
    const { api, host, atoms, lookup } = setup()
    api.get.mockRejectedValue(new Error('HTTP status code: 503'))
    lookup.type('alice')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(host.store.get(atoms.suggestions)).toEqual({ name: 'alice', loading: false, suggestions: [], error: 'Error fetching name suggestions' })
    expect(host.store.get(atoms.availability)).toEqual({ name: 'alice.reown.id', status: 'failed', error: 'Error resolving name' })
  })

  it('drops an answer for a name no longer typed', async () => {
    const { api, host, atoms, lookup } = setup()
    let answer: (value: unknown) => void = () => undefined
    api.get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    lookup.type('alice')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    lookup.type('alicia')
    answer({ suggestions: [{ name: 'alice-1.reown.id' }] })
    await vi.advanceTimersByTimeAsync(0)
    expect(host.store.get(atoms.suggestions)).toMatchObject({ name: 'alicia', loading: true })
  })
})
