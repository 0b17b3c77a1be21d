import type { ChainNamespace, OnrampProvider } from '@portico/contracts'

/**
 * Meld's page for a wallet, as AppKit opens it: the dapp's Meld public key when it has one (the
 * `onrampProviderKeys.meld` option), the address to deliver to, the currency to buy (SOL on
 * Solana, USDC on EVM chains) and the project as the customer id.
 * @example meldUrl(meld, { address: '0xf39F...', namespace: 'eip155', projectId: 'p' }) // 'https://meldcrypto.com/?destinationCurrencyCode=USDC&walletAddress=0xf39F...&externalCustomerId=p'
 */
export function meldUrl(provider: Pick<OnrampProvider, 'url'>, args: { address: string; namespace: ChainNamespace; projectId: string; publicKey?: string | undefined }): string {
  const url = new URL(provider.url)
  if (args.publicKey) url.searchParams.set('publicKey', args.publicKey)
  url.searchParams.set('destinationCurrencyCode', args.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', args.address)
  if (args.projectId) url.searchParams.set('externalCustomerId', args.projectId)
  return url.href
}
