import { truncateAddress, type AccountState } from '@portico/contracts'

/** '1.5 ETH · 0xf3...b92266' (or the profile name), the name or address alone when the balance is hidden or unknown. */
export function accountLabel(account: AccountState, showBalance: boolean): string {
  const address = account.profileName ?? (account.address ? truncateAddress(account.address) : '')
  return showBalance && account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''} · ${address}` : address
}
