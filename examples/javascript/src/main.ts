// AppKit's plain JavaScript (ethers) example: no framework, the modal driven from buttons and
// subscriptions. examples/installExamples.ts swaps the module specifiers to Portico's.
import { createAppKit } from '@reown/appkit'
import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { defineChain, type AppKitNetwork } from '@reown/appkit/networks'
import { localChains } from './chains'

const [first, ...rest] = localChains.map((chain) =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
)
if (!first) throw new Error('no local chain')
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [first, ...rest]

const modal = createAppKit({
  adapters: [new EthersAdapter()],
  networks,
  projectId: 'portico-example',
  metadata: { name: 'AppKit JavaScript', description: 'A dapp with no framework, written against AppKit', url: window.location.origin, icons: [] },
})

const element = (id: string) => {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing`)
  return found
}

// What the page shows of the connection, as the official example's state display does.
const showAccount = () => {
  const address = modal.getAddress()
  element('account').textContent = modal.getIsConnected() && address ? `${address} on ${modal.getCaipNetwork()?.id}` : 'disconnected'
}
modal.subscribeAccount(showAccount)
modal.subscribeNetwork(showAccount)

element('open-connect-modal').addEventListener('click', () => void modal.open())
element('disconnect').addEventListener('click', () => void modal.disconnect())
element('switch-network').addEventListener('click', () => void modal.switchNetwork(networks[1] ?? networks[0]))
element('sign-message').addEventListener('click', async () => {
  const provider = modal.getWalletProvider() as { request: (args: { method: string; params: unknown[] }) => Promise<unknown> } | undefined
  const address = modal.getAddress()
  if (!provider || !address) throw new Error('Not connected')
  const message = `0x${Array.from(new TextEncoder().encode('Hello Reown AppKit!'), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  element('signature').textContent = String(await provider.request({ method: 'personal_sign', params: [message, address] }))
})
