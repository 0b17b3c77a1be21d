// @isolated: the Connections' commitment is what the last SolanaAdapter set, so this file starts from the modules' first import.
import { Connection } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { mainnet, solana, solanaDevnet } from '../../networks'
import { setSolanaConnectionSettings, solanaConnectionOf } from './solanaConnection'

describe('solanaConnectionOf', () => {
  it("is a web3.js Connection on the network's RPC URL, committing 'confirmed'", () => {
    const connection = solanaConnectionOf(solanaDevnet)
    expect(connection).toBeInstanceOf(Connection)
    expect(connection?.rpcEndpoint).toBe('https://api.devnet.solana.com')
    expect(connection?.commitment).toBe('confirmed')
  })

  it('is the same object for the same URL, another for another URL', () => {
    expect(solanaConnectionOf({ ...solanaDevnet })).toBe(solanaConnectionOf(solanaDevnet))
    expect(solanaConnectionOf(solana)).not.toBe(solanaConnectionOf(solanaDevnet))
    expect(solanaConnectionOf(solana)?.rpcEndpoint).toBe('https://api.mainnet-beta.solana.com')
  })

  it('takes the settings given later (SolanaAdapter connectionSettings) in new Connections', () => {
    const before = solanaConnectionOf(solanaDevnet)
    setSolanaConnectionSettings({ commitment: 'finalized' })
    const after = solanaConnectionOf(solanaDevnet)
    expect(after).not.toBe(before)
    expect(after?.commitment).toBe('finalized')
    setSolanaConnectionSettings('confirmed')
  })

  it('is undefined off Solana', () => {
    expect(solanaConnectionOf(mainnet)).toBeUndefined()
    expect(solanaConnectionOf(undefined)).toBeUndefined()
  })
})
