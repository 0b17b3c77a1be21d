import { describe, expect, it } from 'vitest'
import { SIMPLE_7702_ACCOUNT } from './addresses'
import { delegationDesignator, isDelegatedTo, readDelegation } from './delegationDesignator'

const implementation = SIMPLE_7702_ACCOUNT.address

describe('the EIP-7702 delegation designator', () => {
  it('is 0xef0100 then the implementation address', () => {
    expect(delegationDesignator(implementation)).toBe('0xef0100e6cae83bde06e4c305530e199d7217f42808555b')
  })

  it('reads back the implementation, checksummed, in either case', () => {
    expect(readDelegation(delegationDesignator(implementation))).toBe(implementation)
    expect(readDelegation('0xEF0100E6CAE83BDE06E4C305530E199D7217F42808555B')).toBe(implementation)
    expect(isDelegatedTo(delegationDesignator(implementation), implementation)).toBe(true)
  })

  it('is not an empty account, a contract, a short or a long designator', () => {
    for (const code of [undefined, '0x', '0x6080604052', '0xef0100e6cae83bde06e4c305530e199d7217f428085', `${delegationDesignator(implementation)}00`] as const) {
      expect(readDelegation(code)).toBeUndefined()
      expect(isDelegatedTo(code, implementation)).toBe(false)
    }
  })

  it('is another implementation', () => {
    expect(isDelegatedTo(delegationDesignator('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'), implementation)).toBe(false)
  })
})
