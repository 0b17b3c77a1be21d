import { describe, expect, it } from 'vitest'
import { connectMethodOrder } from './connectMethodOrder'

describe('connectMethodOrder', () => {
  it('leads with wallets when one is installed, else keeps the spec order', () => {
    expect(connectMethodOrder({ configured: undefined, walletInstalled: true })).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder({ configured: undefined, walletInstalled: false })).toEqual(['email', 'social', 'wallet'])
  })

  it("follows the dapp's order when set, each method once, installed wallet or not", () => {
    expect(connectMethodOrder({ configured: ['social', 'email', 'social'], walletInstalled: true })).toEqual(['social', 'email'])
    expect(connectMethodOrder({ configured: ['email', 'wallet', 'social'], walletInstalled: true })).toEqual(['email', 'wallet', 'social'])
  })
})
