import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@reown/appkit/react'
import { BrowserProvider, JsonRpcSigner, formatEther, parseUnits, type Eip1193Provider } from 'ethers'
import { networks } from './config'

// A transfer to the second anvil account.
const TEST_TX = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: parseUnits('0.0001', 'gwei') }

export interface ActionResults {
  onHash: (hash: string) => void
  onSigned: (signature: string) => void
  onBalance: (balance: string) => void
}

/** The official example's buttons: open, disconnect, switch network, sign, send, balance. */
export function ActionButtonList({ onHash, onSigned, onBalance }: ActionResults) {
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { switchNetwork, chainId } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')

  const signer = () => {
    if (!address) throw new Error('Not connected')
    return new JsonRpcSigner(new BrowserProvider(walletProvider, Number(chainId)), address)
  }
  const handleSignMsg = async () => onSigned(await signer().signMessage('Hello Reown AppKit!'))
  const handleSendTx = async () => onHash((await signer().sendTransaction(TEST_TX)).hash)
  const handleGetBalance = async () => {
    if (!address) throw new Error('Not connected')
    onBalance(`${formatEther(await new BrowserProvider(walletProvider, Number(chainId)).getBalance(address))} ETH`)
  }

  return (
    <div>
      <button onClick={() => void open()}>Open</button>
      {isConnected && (
        <>
          <button onClick={() => void disconnect()}>Disconnect</button>
          <button onClick={() => void switchNetwork(networks[1] ?? networks[0])}>Switch</button>
          <button onClick={() => void handleSignMsg()}>Sign msg</button>
          <button onClick={() => void handleSendTx()}>Send tx</button>
          <button onClick={() => void handleGetBalance()}>Get Balance</button>
        </>
      )}
    </div>
  )
}
