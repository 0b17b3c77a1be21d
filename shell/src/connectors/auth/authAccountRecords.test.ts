import { describe, expect, it } from 'vitest'
import { authAccountRecords } from './authAccountRecords'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const smart = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('authAccountRecords', () => {
  it("lists the frame's accounts with their types", () => {
    const user = { address: owner, chainId: 1, accounts: [{ address: smart, type: 'smartAccount' as const }, { address: owner, type: 'eoa' as const }] }
    expect(authAccountRecords('eip155', user)).toEqual([
      { namespace: 'eip155', address: smart, type: 'smartAccount' },
      { namespace: 'eip155', address: owner, type: 'eoa' },
    ])
  })

  it('falls back to the one address with the preferred type, eoa by default, and to none without a user', () => {
    expect(authAccountRecords('eip155', { address: owner, chainId: 1, preferredAccountType: 'smartAccount' })).toEqual([{ namespace: 'eip155', address: owner, type: 'smartAccount' }])
    expect(authAccountRecords('eip155', { address: owner, chainId: 1 })).toEqual([{ namespace: 'eip155', address: owner, type: 'eoa' }])
    expect(authAccountRecords('eip155', undefined)).toEqual([])
  })
})
