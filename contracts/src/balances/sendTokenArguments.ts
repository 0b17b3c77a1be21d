import type { TokenBalance } from '../schemas/tokenBalance'

// The native currency has no token address (SPEC section 3); it travels as this word.
const NATIVE = 'native'

/**
 * The arguments that open the send plugin's WalletSend view with a token chosen (the Account
 * view's Tokens tab): the token's CAIP-10 address, or 'native'. Since contract 4.8.0.
 * @example router.push('WalletSend', sendTokenArguments(pusd)) // { token: 'eip155:1:0xA0b8...' }
 */
export const sendTokenArguments = (balance: Pick<TokenBalance, 'address'>): { token: string } => ({ token: balance.address ?? NATIVE })

/**
 * The balance among `balances` that WalletSend's arguments name, or undefined (no such argument,
 * or a token the account does not hold on the active network).
 * @example sendTokenFromArguments(balances, { token: 'native' }) // the ETH balance
 */
export function sendTokenFromArguments<T extends Pick<TokenBalance, 'address'>>(balances: readonly T[], args: Readonly<Record<string, string>> | undefined): T | undefined {
  const token = args?.token
  if (token === undefined) return undefined
  return balances.find((balance) => (balance.address ?? NATIVE) === token)
}
