// The sandbox's wallets for the other namespaces, stand-ins for browser extensions: running this
// script registers a Solana and a Bitcoin wallet (Wallet Standard) and injects a Polkadot
// extension (window.injectedWeb3). The dapp only sees them if it configured those networks.
import { installSandboxBitcoinWallet } from './bitcoin/install'
import { installSandboxPolkadotExtension } from './polkadot/install'
import { installSandboxSolanaWallet } from './solana/install'

installSandboxSolanaWallet()
installSandboxBitcoinWallet()
installSandboxPolkadotExtension()
