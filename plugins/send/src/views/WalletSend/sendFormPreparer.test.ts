import { balanceResponseSchema, sendTokenArguments, type ApiClient } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { createSendAtoms } from '../../atoms'
import { fixtureBalances } from '../../mocks/balanceFixtures'
import { createSendFormPreparer } from './sendFormPreparer'

const setup = () => {
  const get = (async (_path: string, schema: typeof balanceResponseSchema) => schema.parse({ balances: fixtureBalances('eip155:31337') })) as ApiClient['get']
  const rpc = { request: async () => '0x3b9aca00' }
  const { host } = createTestHost({ blockchain: { get }, rpc })
  const atoms = createSendAtoms()
  return { host, atoms, prepare: createSendFormPreparer(host, atoms) }
}

describe('createSendFormPreparer', () => {
  it('loads the balances and gas price and picks the native token for an empty draft', async () => {
    const { host, atoms, prepare } = setup()
    await prepare(undefined)
    expect(host.store.get(atoms.token)?.address).toBeUndefined()
    expect(host.store.get(atoms.token)?.symbol).toBe('ETH')
    expect(host.store.get(atoms.gasPrice)).toBe(1_000_000_000n)
  })

  it('picks the token the view was opened with once: back from Select Token, the user\'s pick stays', async () => {
    const { host, atoms, prepare } = setup()
    await prepare(undefined)
    const usdc = host.store.get(atoms.tokenBalances).find((balance) => balance.symbol === 'USDC')
    if (!usdc) throw new Error('the fixtures hold USDC')
    const opened = sendTokenArguments(usdc)
    host.store.set(atoms.sendTokenAmount, '3')
    await prepare(opened)
    expect(host.store.get(atoms.token)).toBe(usdc)
    expect(host.store.get(atoms.sendTokenAmount)).toBeUndefined()
    const eth = host.store.get(atoms.tokenBalances).find((balance) => balance.address === undefined)
    host.store.set(atoms.token, eth)
    await prepare(opened)
    expect(host.store.get(atoms.token)).toBe(eth)
  })
})
