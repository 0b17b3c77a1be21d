import type { EIP1193Provider } from 'viem'
import { useState } from 'react'
import { createWalletClient, custom, parseEther, type Address } from 'viem'

/** What the dapp's provider is (appKit.getWalletProvider()): EIP-1193, as viem takes it. */
type ProviderSource = () => unknown

const TYPED_DATA = {
  domain: { name: 'Portico sandbox', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello from the Portico sandbox' },
} as const

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
          client.sendTransaction({ account, chain: null, to: '0x000000000000000000000000000000000000dEaD', value: parseEther('0.01') }),
        )}
      >
        eth_sendTransaction
      </button>
      <output data-testid="request-result">{result}</output>
    </section>
  )
}
