import { useAppKitAccount, useAppKitNetwork } from '@reown/appkit/react'
import { getAccount, watchAccount } from '@wagmi/core'
import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { wagmiConfig } from './config'

/** wagmi's own view of the connection, which Portico keeps in step with its modal. */
function useWagmiAccount(): string {
  return useSyncExternalStore(
    (onChange) => watchAccount(wagmiConfig, { onChange }),
    () => {
      const account = getAccount(wagmiConfig)
      return account.status === 'connected' ? `${account.address} on ${account.chainId}` : account.status
    },
  )
}

function App() {
  const portico = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const wagmi = useWagmiAccount()
  return (
    <main>
      <appkit-network-button />
      <appkit-button />
      <dl>
        <dt>Portico</dt>
        <dd id="portico-account">{portico.isConnected ? `${portico.address} on ${chainId}` : 'disconnected'}</dd>
        <dt>wagmi</dt>
        <dd id="wagmi-account">{wagmi}</dd>
      </dl>
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
