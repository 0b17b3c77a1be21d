import type { EIP1193Provider } from 'viem'
import { useState } from 'react'
import { createWalletClient, custom, defineChain, parseEther, type Address } from 'viem'

/** What the dapp's provider is (appKit.getWalletProvider()): EIP-1193, as viem takes it. */
type ProviderSource = () => unknown

const TYPED_DATA = {
  domain: { name: 'Portico sandbox', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello from the Portico sandbox' },
} as const

const BURN = '0x000000000000000000000000000000000000dEaD'

/** The connected chain as viem's sendCalls needs it (only its id is sent). */
const chainWithId = (id: number) => defineChain({ id, name: `chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

/**
 * The dapp asking the connected wallet for a signature or a transaction through its provider, as
 * a dapp's own code would (viem over `getWalletProvider()`): with the embedded wallet these open
 * ApproveTransaction, where the secure frame asks the user.
 */
export function WalletRequests({ provider, address, chainId }: { provider: ProviderSource; address: string | undefined; chainId: number | undefined }) {
  const [result, setResult] = useState('')
  const run = (name: string, request: (client: ReturnType<typeof createWalletClient>, account: Address) => Promise<string>) => async () => {
    const source = provider()
    if (!source || !address) return
    setResult(`${name}: waiting...`)
    try {
      const client = createWalletClient({ transport: custom(source as EIP1193Provider) })
      setResult(`${name}: ${await request(client, address as Address)}`)
    } catch (error) {
      // viem wraps the wallet's error: its `details` is the wallet's own message ('Request was aborted').
      const { details, shortMessage } = error as { details?: string; shortMessage?: string }
      setResult(`${name} failed: ${details ?? shortMessage ?? (error instanceof Error ? error.message : String(error))}`)
    }
  }
  const disabled = !address
  return (
    <section aria-label="Wallet requests">
      <button type="button" disabled={disabled} onClick={run('personal_sign', (client, account) => client.signMessage({ account, message: 'Hello from the Portico sandbox' }))}>
        personal_sign
      </button>{' '}
      <button
        type="button"
        disabled={disabled}
        onClick={run('eth_signTypedData_v4', (client, account) => client.signTypedData({ account, ...TYPED_DATA, domain: { ...TYPED_DATA.domain, chainId: chainId ?? 31337 } }))}
      >
        eth_signTypedData_v4
      </button>{' '}
      <button
        type="button"
        disabled={disabled}
        onClick={run('eth_sendTransaction', (client, account) =>
          client.sendTransaction({ account, chain: null, to: BURN, value: parseEther('0.01') }),
        )}
      >
        eth_sendTransaction
      </button>{' '}
      <button
        type="button"
        disabled={disabled}
        onClick={run('wallet_sendCalls', async (client, account) => {
          // EIP-5792: two transfers behind one approval (a smart account sends them as one transaction).
          const calls = [{ to: BURN, value: parseEther('0.001') }, { to: account, value: 0n }] as const
          const { id } = await client.sendCalls({ account, chain: chainWithId(chainId ?? 31337), calls })
          const { status, receipts } = await client.waitForCallsStatus({ id, timeout: 30_000 })
          return `${status} in ${receipts?.length ?? 0} transaction(s) ${receipts?.map((receipt) => receipt.transactionHash).join(', ') ?? ''}`
        })}
      >
        wallet_sendCalls (2 calls)
      </button>
      <output data-testid="request-result">{result}</output>
    </section>
  )
}
