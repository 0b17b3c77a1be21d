import type { ApiClient } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { createSendAtoms } from '../atoms'
import { createTestHost, hostedNameRecord, hostedNoNames } from '@portico/contracts/testing'
import { resolveReceiver } from './resolveReceiver'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const setup = (answer: (path: string) => unknown) => {
  const paths: string[] = []
  const get = (async (path: string, schema: { parse?: unknown; safeParse: (v: unknown) => { success: boolean; data?: unknown } }) => {
    paths.push(path)
    const result = schema.safeParse(answer(path))
    if (!result.success) throw new Error('HTTP status code: 404')
    return result.data
  }) as ApiClient['get']
  const test = createTestHost({ blockchain: { get } })
  return { ...test, atoms: createSendAtoms(), paths }
}

describe('resolveReceiver', () => {
  it('takes an address as is, without asking the API', async () => {
    const { host, atoms, paths } = setup(() => ({}))
    await resolveReceiver(host, atoms, bob)
    expect(host.store.get(atoms.receiverAddress)).toBe(bob)
    expect(paths).toEqual([])
  })

  it('resolves a name to its EVM address and avatar', async () => {
    const { host, atoms, paths } = setup(() => ({ ...hostedNameRecord, name: 'bobby.reown.id', addresses: { '60': { address: bob, created_at: null } }, attributes: { avatar: 'https://x/bob.png' } }))
    await resolveReceiver(host, atoms, 'bobby.reown.id')
    expect(paths).toEqual(['/v1/profile/account/bobby.reown.id'])
    expect(host.store.get(atoms.receiverAddress)).toBe(bob)
    expect(host.store.get(atoms.receiverProfileName)).toBe('bobby.reown.id')
    expect(host.store.get(atoms.receiverProfileImage)).toBe('https://x/bob.png')
    expect(host.store.get(atoms.receiverResolution)).toBe('idle')
  })

  it('marks the field when the name does not resolve', async () => {
    const { host, atoms } = setup(() => undefined)
    await resolveReceiver(host, atoms, 'nobody.reown.id')
    expect(host.store.get(atoms.receiverResolution)).toBe('failed')
    expect(host.store.get(atoms.receiverAddress)).toBeUndefined()
    expect(host.store.get(atoms.receiverInput)).toBe('nobody.reown.id')
  })

  it('marks the field for a free name, which the service answers with 200 []', async () => {
    const { host, atoms } = setup(() => hostedNoNames)
    await resolveReceiver(host, atoms, 'nobody.reown.id')
    expect(host.store.get(atoms.receiverResolution)).toBe('failed')
    expect(host.store.get(atoms.receiverAddress)).toBeUndefined()
  })

  it('keeps no avatar that is not an http(s) image', async () => {
    const { host, atoms } = setup(() => ({ ...hostedNameRecord, attributes: { avatar: 'javascript:alert(1)' } }))
    await resolveReceiver(host, atoms, hostedNameRecord.name)
    expect(host.store.get(atoms.receiverAddress)).toBe(hostedNameRecord.addresses['60'].address)
    expect(host.store.get(atoms.receiverProfileImage)).toBeUndefined()
  })
})
