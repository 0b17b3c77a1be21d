import { erc721Abi, isAddressEqual, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import type { HostedTransfer } from './hostedHistory'

/** What a collection is called and whether the operator lists it as spam. */
export interface NftCollection {
  name: string
  spam: boolean
}

/**
 * One NFT moved, as Zerion words it: `<collection> #<id>`, flagged as spam when the operator lists
 * the collection (`history.spamCollections`), which the modal then hides.
 * @example nftTransfer({ name: 'Portico Pass', spam: false }, 4n, 'in') // nft_info.name 'Portico Pass #4'
 */
export function nftTransfer(collection: NftCollection, tokenId: bigint, direction: HostedTransfer['direction']): HostedTransfer {
  return {
    fungible_info: null,
    nft_info: { name: `${collection.name} #${tokenId}`, content: null, flags: { is_spam: collection.spam } },
    direction,
    quantity: { numeric: '1' },
    value: null,
    price: null,
  }
}

/**
 * The name (ERC-721 `name()`, else `NFT`) and spam flag of each collection, read once a page.
 * @example const collections = await nftCollections(chain, [pass], [])
 */
export async function nftCollections(chain: ChainRuntime, addresses: readonly Address[], spamCollections: readonly Address[]): Promise<Map<string, NftCollection>> {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))] as Address[]
  const names = await Promise.all(unique.map((address) => chain.client.readContract({ address, abi: erc721Abi, functionName: 'name' }).catch(() => 'NFT')))
  return new Map(unique.map((address, index) => [address, { name: names[index] ?? 'NFT', spam: spamCollections.some((spam) => isAddressEqual(spam, address)) }]))
}
