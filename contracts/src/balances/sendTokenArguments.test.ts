import { describe, expect, it } from 'vitest'
import { sendTokenArguments, sendTokenFromArguments } from './sendTokenArguments'

const eth: { symbol: string; address?: string } = { symbol: 'ETH' }
const pusd = { symbol: 'PUSD', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' }

describe('sendTokenArguments', () => {
  it('names a token by its CAIP-10 address and the native currency as native, both ways', () => {
    expect(sendTokenArguments(pusd)).toEqual({ token: pusd.address })
    expect(sendTokenArguments(eth)).toEqual({ token: 'native' })
    expect(sendTokenFromArguments([eth, pusd], sendTokenArguments(pusd))).toBe(pusd)
    expect(sendTokenFromArguments([pusd, eth], sendTokenArguments(eth))).toBe(eth)
  })
  it('finds nothing without the argument or for a token not held', () => {
    expect(sendTokenFromArguments([eth, pusd], undefined)).toBeUndefined()
    expect(sendTokenFromArguments([eth, pusd], { view: 'x' })).toBeUndefined()
    expect(sendTokenFromArguments([eth], { token: pusd.address })).toBeUndefined()
  })
})
