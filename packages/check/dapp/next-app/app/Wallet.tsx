'use client'
// The dapp's client component: Portico on a Next.js app router page, prerendered on the server.
import { createAppKit } from '@portico/shell'
import { mainnet } from '@portico/shell/networks'
import { useAppKitAccount } from '@portico/shell/react'

createAppKit({ projectId: 'example', networks: [mainnet], pluginBaseUrl: '/portico-plugins/0.1.0/' })

export function Wallet() {
  const { address } = useAppKitAccount()
  return (
    <div>
      <appkit-button />
      <span>{address ?? 'not connected'}</span>
    </div>
  )
}
