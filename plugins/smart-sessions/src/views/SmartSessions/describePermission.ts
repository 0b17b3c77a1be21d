import { truncateAddress, type Translate } from '@portico/contracts'
import type { SessionPermission } from '@portico/contracts/sessions'
import { formatEther, hexToBigInt, type Hex } from 'viem'
import type { SmartSessionsMessageKey } from '../../i18n/smartSessionsCatalogue'

/**
 * One permission in the words of the list: what the key may call or spend.
 * @example describePermission(t, { type: 'contract-call', data: { address, functions: [{ functionName: 'increment' }] } }) // 'May call increment on 0x05...DC6c94'
 */
export function describePermission(t: Translate<SmartSessionsMessageKey>, permission: SessionPermission): string {
  switch (permission.type) {
    case 'contract-call':
      return t('mayCall', { functions: permission.data.functions.map((f) => f.functionName).join(', '), address: truncateAddress(permission.data.address) })
    case 'native-token-recurring-allowance':
      return t('maySpendNative', { amount: formatEther(hexToBigInt(permission.data.allowance as Hex)), period: String(permission.data.period) })
    case 'erc20-recurring-allowance':
      return t('maySpendToken', { amount: hexToBigInt(permission.data.allowance as Hex).toString(), token: truncateAddress(permission.data.token), period: String(permission.data.period) })
  }
}
