// The adapter entries, type-checked with wagmi and ethers installed (see checkPackages.ts).
import { createAppKit } from '@portico/shell'
import { BitcoinAdapter, type BitcoinConnector } from '@portico/shell/bitcoin'
import { createEthersAdapter, useEthersSigner } from '@portico/shell/ethers'
import { bitcoin, mainnet } from '@portico/shell/networks'
import { createWagmiAdapter } from '@portico/shell/wagmi'
import { createConfig, http, injected } from '@wagmi/core'
import { mainnet as wagmiMainnet } from '@wagmi/core/chains'
import { parseEther } from 'ethers'

const config = createConfig({ chains: [wagmiMainnet], connectors: [injected()], transports: { [wagmiMainnet.id]: http() } })
const appKit = createAppKit({ projectId: 'example', networks: [mainnet, bitcoin], adapters: [createWagmiAdapter({ config }), new BitcoinAdapter({ projectId: 'example' })] })
const ethersAdapter = createEthersAdapter(appKit)

export async function pay(to: string): Promise<string> {
  const signer = await ethersAdapter.getSigner()
  const response = await signer.sendTransaction({ to, value: parseEther('0.01') })
  return response.hash
}

export function SignerAddress() {
  const signer = useEthersSigner()
  return <span>{signer?.address ?? 'not connected'}</span>
}

export async function payInBitcoin(recipient: string): Promise<string> {
  const provider = appKit.getWalletProvider('bip122') as BitcoinConnector | undefined
  if (!provider) throw new Error('not connected')
  const params: BitcoinConnector.SendTransferParams = { recipient, amount: '1000' }
  return provider.sendTransfer(params)
}
