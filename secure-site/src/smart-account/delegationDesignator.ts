import { concatHex, getAddress, isAddressEqual, type Address, type Hex } from 'viem'

/** EIP-7702: the code of a delegated EOA is this prefix then the 20-byte implementation address. */
export const DELEGATION_PREFIX = '0xef0100'

const DESIGNATOR = /^0xef0100([0-9a-f]{40})$/i

/**
 * The code EIP-7702 gives an account delegated to `implementation`.
 * @example delegationDesignator('0xe6Cae83BdE06E4c305530e199D7217f42808555B') // '0xef0100e6cae8...'
 */
export function delegationDesignator(implementation: Address): Hex {
  return concatHex([DELEGATION_PREFIX, implementation.toLowerCase() as Hex])
}

/**
 * The implementation an account's code delegates to, or undefined when the code is not a
 * delegation designator (no code, or a contract's own code).
 * @example readDelegation('0xef0100e6cae83bde06e4c305530e199d7217f42808555b') // '0xe6Cae83B...'
 */
export function readDelegation(code: Hex | undefined): Address | undefined {
  const match = code === undefined ? null : DESIGNATOR.exec(code)
  return match?.[1] === undefined ? undefined : getAddress(`0x${match[1]}`)
}

/** True when `code` delegates to `implementation`. */
export function isDelegatedTo(code: Hex | undefined, implementation: Address): boolean {
  const delegate = readDelegation(code)
  return delegate !== undefined && isAddressEqual(delegate, implementation)
}
