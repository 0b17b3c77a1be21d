import type { WalletRecord } from '@portico/contracts'

/** A catalogue wallet as the mock API stores it: the record plus what only the server reads. */
export interface WalletFixture extends WalletRecord {
  image_id: string
  chains: string[]
  homepage: string
  badge_type: 'certified' | 'none'
}

const ETHEREUM_CHAINS = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** Wallets everybody knows come first, as the real catalogue ranks them; the sandbox wallet is among them so deduplication shows. */
const WELL_KNOWN: readonly (readonly [name: string, rdns: string])[] = [
  ['MetaMask', 'io.metamask'],
  ['Portico Sandbox Wallet', 'dev.portico.sandbox'],
  ['Trust Wallet', 'com.trustwallet.app'],
  ['Coinbase Wallet', 'com.coinbase.wallet'],
  ['Rainbow', 'me.rainbow'],
  ['Zerion', 'io.zerion.wallet'],
  ['OKX Wallet', 'com.okex.wallet'],
  ['Phantom', 'app.phantom'],
  ['Rabby Wallet', 'io.rabby'],
  ['Uniswap Wallet', 'org.uniswap.app'],
  ['Ledger Live', 'com.ledger'],
  ['Safe', 'global.safe'],
  ['Exodus', 'com.exodus'],
  ['Argent', 'xyz.argent'],
  ['Bitget Wallet', 'com.bitget.web3'],
  ['Backpack', 'app.backpack'],
  ['Frame', 'sh.frame'],
  ['Enkrypt', 'com.enkrypt'],
  ['Taho', 'xyz.taho'],
  ['imToken', 'im.token'],
]

const ADJECTIVES = [
  'Aurora', 'Basalt', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo', 'Juniper',
  'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Onyx', 'Prism', 'Quartz', 'Ridge', 'Sable', 'Tundra',
  'Umber', 'Vertex', 'Willow', 'Xenon', 'Yarrow', 'Zephyr', 'Atlas', 'Beacon', 'Cinder', 'Drift',
]
const NOUNS = [
  'Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Purse', 'Chest', 'Ledger', 'Signer',
  'Pass', 'Hub', 'Nest', 'Box', 'Port', 'Key', 'Locker', 'Mint', 'Coin', 'Link',
  'Shield', 'Orbit', 'Relay', 'Anchor', 'Gate',
]

/** mulberry32: a tiny seeded generator, so the fixtures are the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('')

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '')

/**
 * The sandbox's own chains (anvil, Solana devnet, Bitcoin testnet): `/getWallets` matches CAIP-2
 * ids exactly, as the hosted catalogue does, so every wallet of a namespace lists them.
 */
const DEV_CHAINS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['eip155:31337', 'eip155:31338'],
  solana: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  bip122: ['bip122:000000000933ea01ad0ee984209779ba'],
}

const withDevChains = (chains: readonly string[]) =>
  chains.flatMap((chain) => (chain === ETHEREUM_CHAINS[0] || chain === SOLANA || chain === BITCOIN ? [chain, ...(DEV_CHAINS[chain.split(':')[0] ?? ''] ?? [])] : [chain]))

function chainsFor(random: () => number): string[] {
  const roll = random()
  // Mostly EVM wallets, some multi-chain, a few Solana-only or Bitcoin-only ones.
  if (roll < 0.06) return withDevChains([SOLANA])
  if (roll < 0.09) return withDevChains([BITCOIN])
  const evm = ETHEREUM_CHAINS.filter((_, index) => index === 0 || random() < 0.6)
  if (roll < 0.3) return withDevChains([...evm, SOLANA])
  if (roll < 0.36) return withDevChains([...evm, SOLANA, BITCOIN])
  return withDevChains(evm)
}

function fixture(random: () => number, name: string, rdns: string): WalletFixture {
  const key = slug(name)
  const mobile = random() < 0.8
  const desktop = random() < 0.3
  const webapp = random() < 0.35
  return {
    id: hex(random, 64),
    name,
    image_id: `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
    rdns,
    chains: chainsFor(random),
    mobile_link: mobile ? `${key}://` : null,
    desktop_link: desktop ? `${key}-desktop://` : null,
    webapp_link: webapp ? `https://app.${key}.example` : null,
    homepage: `https://${key}.example`,
    badge_type: random() < 0.3 ? 'certified' : 'none',
  }
}

/**
 * A deterministic catalogue of `total` (default 680, 600+ of them EVM) realistic wallets:
 * well-known names first, then generated ones with 64-hex ids, rdns, chains, links and image ids.
 * @example generateWalletFixtures(600).length // 600
 */
export function generateWalletFixtures(total = 680, seed = 6963): WalletFixture[] {
  const random = seededRandom(seed)
  const wallets = WELL_KNOWN.slice(0, total).map(([name, rdns]) => fixture(random, name, rdns))
  const known = new Set(wallets.map((wallet) => wallet.name))
  // Walk the name grid in a fixed shuffled order, so neighbours do not share a first word.
  const names = ADJECTIVES.flatMap((adjective) => NOUNS.map((noun) => `${adjective} ${noun}`))
    .map((name) => ({ name, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ name }) => name)
    .filter((name) => !known.has(name))
  for (const name of names) {
    if (wallets.length >= total) break
    const [first = '', second = ''] = name.toLowerCase().split(' ')
    wallets.push(fixture(random, name, `com.${first}${second}`))
  }
  if (wallets.length < total) throw new Error(`only ${wallets.length} distinct wallet names`)
  return wallets
}
