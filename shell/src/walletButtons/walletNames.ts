import { socialProviderSchema, type SocialProvider } from '@portico/contracts'

/**
 * Wallets a wallet button names by a short name, as AppKit's `<appkit-wallet-button>` accepts
 * them: the catalogue (WalletGuide) id, the display name (found by search when the catalogue in
 * use has other ids) and the EIP-6963 rdns its extension announces, where it has one.
 */
export const NAMED_WALLETS = {
  metamask: { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', rdns: 'io.metamask' },
  trust: { id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  coinbase: { id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  rainbow: { id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', name: 'Rainbow', rdns: 'me.rainbow' },
  okx: { id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709', name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  bitget: { id: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662', name: 'Bitget Wallet', rdns: 'com.bitget.web3' },
  uniswap: { id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a', name: 'Uniswap Wallet', rdns: 'org.uniswap.app' },
  zerion: { id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18', name: 'Zerion', rdns: 'io.zerion.wallet' },
  ledger: { id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', name: 'Ledger Live', rdns: undefined },
  safe: { id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f', name: 'Safe', rdns: undefined },
  exodus: { id: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4', name: 'Exodus', rdns: 'com.exodus' },
  argent: { id: 'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6', name: 'Argent', rdns: undefined },
  phantom: { id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', name: 'Phantom', rdns: 'app.phantom' },
  backpack: { id: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0', name: 'Backpack', rdns: 'app.backpack' },
} as const satisfies Record<string, { id: string; name: string; rdns: string | undefined }>

export type NamedWallet = keyof typeof NAMED_WALLETS

/**
 * What a wallet button or `useAppKitWallet().connect` takes: a short name, `walletConnect`,
 * `email`, a social provider, or any catalogue wallet id (or an installed wallet's rdns).
 */
export type WalletButtonWallet = NamedWallet | SocialProvider | 'walletConnect' | 'email' | (string & {})

/** Where a wallet name leads. */
export type WalletTarget =
  | { kind: 'email' }
  | { kind: 'social'; provider: SocialProvider }
  | { kind: 'walletConnect' }
  /** A catalogue wallet: installed (EIP-6963, by `rdns` or else by `id`), else through WalletConnect. */
  | { kind: 'wallet'; id: string; name: string | undefined; rdns: string | undefined }

const isNamedWallet = (name: string): name is NamedWallet => Object.hasOwn(NAMED_WALLETS, name)

/**
 * Reads a wallet button's `wallet`. Short names are matched without regard to case; anything
 * else is taken as a catalogue id (or rdns) as it is.
 * @example resolveWalletName('MetaMask') // { kind: 'wallet', id: 'c57c…', name: 'MetaMask', rdns: 'io.metamask' }
 * @example resolveWalletName('google') // { kind: 'social', provider: 'google' }
 */
export function resolveWalletName(wallet: string): WalletTarget {
  const trimmed = wallet.trim()
  const key = trimmed.toLowerCase()
  if (key === 'email') return { kind: 'email' }
  if (key === 'walletconnect') return { kind: 'walletConnect' }
  const social = socialProviderSchema.safeParse(key)
  if (social.success) return { kind: 'social', provider: social.data }
  if (isNamedWallet(key)) return { kind: 'wallet', ...NAMED_WALLETS[key] }
  return { kind: 'wallet', id: trimmed, name: undefined, rdns: undefined }
}
