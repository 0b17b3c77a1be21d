import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { SendAtoms } from '../../atoms'
import { sendButtonMessage, type SendButtonMessage } from '../../validation/sendButtonMessage'

export type UseSendButtonMessageReturnType = SendButtonMessage

/** What the Send button says for the draft as it stands (SPEC section 5). */
export function useSendButtonMessage(host: PluginHost, atoms: SendAtoms): UseSendButtonMessageReturnType {
  const accountType = useAtomValue(host.atoms.account).preferredAccountType
  const namespace = useAtomValue(host.atoms.network)?.chainNamespace
  return sendButtonMessage({
    token: useAtomValue(atoms.token),
    sendTokenAmount: useAtomValue(atoms.sendTokenAmount),
    receiverInput: useAtomValue(atoms.receiverInput),
    receiverAddress: useAtomValue(atoms.receiverAddress),
    receiverResolution: useAtomValue(atoms.receiverResolution),
    gasPriceInUSD: useAtomValue(atoms.gasPriceInUSD),
    networkBalanceInUSD: useAtomValue(atoms.networkBalanceInUSD),
    // SPEC section 5: a smart account is exempt from the insufficient-gas rule.
    isSmartAccount: accountType === 'smartAccount',
    ...(namespace ? { namespace } : {}),
  })
}
