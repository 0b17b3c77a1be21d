import type { Transaction } from '@portico/contracts'

/** An NFT of the account as its history shows it (SPEC section 3, nft_info): a name and a preview. */
export interface AccountNft {
  name: string
  /** An http(s) image (the transaction schema drops any other URL), or none. */
  previewUrl: string | undefined
}

/**
 * The NFTs the account's history says it holds on a chain: every NFT moved in one of its
 * transfers there, spam-flagged ones left out (SPEC section 5), and those whose newest transfer
 * sent them away left out too. The API names an NFT by its name only, so that is its identity.
 * `transactions` come newest first, as the API pages them.
 * @example accountNfts(transactions, 'eip155:1') // [{ name: 'Portico Pass #4', previewUrl: undefined }]
 */
export function accountNfts(transactions: readonly Transaction[], caipNetworkId: string | undefined): AccountNft[] {
  const seen = new Set<string>()
  const held: AccountNft[] = []
  for (const transaction of transactions) {
    if (transaction.metadata.chain !== caipNetworkId) continue
    for (const { nft_info: nft, direction } of transaction.transfers) {
      if (!nft?.name || nft.flags?.is_spam === true || seen.has(nft.name)) continue
      seen.add(nft.name)
      if (direction !== 'out') held.push({ name: nft.name, previewUrl: nft.content?.preview?.url ?? undefined })
    }
  }
  return held
}
