'use client'
// The connection as Portico's hooks and as wagmi's see it: connecting in the modal connects wagmi
// to the same account, and a network switched in the modal is wagmi's chain too.
import { useAppKitAccount, useAppKitNetwork } from '@reown/appkit/react'
import { useAccount } from 'wagmi'

export const Accounts = () => {
  const portico = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const wagmi = useAccount()

  return (
    <dl>
      <dt>Portico</dt>
      <dd id="portico-account">{portico.isConnected ? `${portico.address} on ${chainId}` : 'disconnected'}</dd>
      <dt>wagmi</dt>
      <dd id="wagmi-account">{wagmi.status === 'connected' ? `${wagmi.address} on ${wagmi.chainId}` : wagmi.status}</dd>
    </dl>
  )
}
