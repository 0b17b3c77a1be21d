import { describe, expect, it } from 'vitest'
import { accountRecordSchema, toAccountRecord } from './accountRecord'

describe('account records', () => {
  it.each([
    ['bip122', 'payment'],
    ['eip155', 'smartAccount'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
  ] as const)('a %s account defaults to %s (SPEC section 1)', (namespace, type) => {
    expect(toAccountRecord(namespace, 'addr').type).toBe(type)
  })

  it('keeps what the wallet said: type, public key and path', () => {
    const record = toAccountRecord('bip122', 'tb1q', { type: 'eoa', publicKey: '02ab', path: "m/84'/1'/0'/0/0" })
    expect(record).toEqual({ namespace: 'bip122', address: 'tb1q', type: 'eoa', publicKey: '02ab', path: "m/84'/1'/0'/0/0" })
    expect(accountRecordSchema.parse(record)).toEqual(record)
  })

  it('rejects an unknown namespace, type or an empty address', () => {
    expect(accountRecordSchema.safeParse({ namespace: 'cosmos', address: 'a', type: 'eoa' }).success).toBe(false)
    expect(accountRecordSchema.safeParse({ namespace: 'solana', address: 'a', type: 'ordinals' }).success).toBe(false)
    expect(accountRecordSchema.safeParse({ namespace: 'solana', address: '', type: 'eoa' }).success).toBe(false)
  })
})
