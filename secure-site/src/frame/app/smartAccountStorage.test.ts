import { describe, expect, it } from 'vitest'
import { memoryStorage } from './memoryStorage'
import { createSmartAccountStorage, KEPT_CALLS } from './smartAccountStorage'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const hash = `0x${'ab'.repeat(32)}` as const

describe('the smart-account storage of the frame', () => {
  it('keeps the preference per user, eoa until set, whatever the address case', () => {
    const stored = createSmartAccountStorage(memoryStorage())
    expect(stored.readPreference(alice)).toBe('eoa')
    stored.writePreference(alice, 'smartAccount')
    expect(stored.readPreference(alice.toLowerCase() as `0x${string}`)).toBe('smartAccount')
    expect(stored.readPreference(bob)).toBe('eoa')
  })

  it('drops a stored value that does not parse', () => {
    const storage = memoryStorage()
    storage.setItem(`portico-secure-site:preferred-account:${alice}`, '"admin"')
    storage.setItem('portico-secure-site:calls', '{"not":"a list"}')
    const stored = createSmartAccountStorage(storage)
    expect(stored.readPreference(alice)).toBe('eoa')
    expect(stored.readCalls('x')).toBeUndefined()
  })

  it('finds a batch by id and forgets the oldest beyond KEPT_CALLS', () => {
    const stored = createSmartAccountStorage(memoryStorage())
    for (let index = 0; index <= KEPT_CALLS; index += 1) stored.writeCalls({ id: `id-${index}`, chainId: 31337, hash })
    expect(stored.readCalls('id-0')).toBeUndefined()
    expect(stored.readCalls(`id-${KEPT_CALLS}`)).toEqual({ id: `id-${KEPT_CALLS}`, chainId: 31337, hash })
  })
})
