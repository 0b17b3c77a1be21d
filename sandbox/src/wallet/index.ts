// The Portico Sandbox Wallet entry: running this script installs the wallet on the page.
// Configure it with `window.__porticoSandboxWallet` before the script runs (see ./config).
import './jitless'
import { readSandboxWalletConfig } from './config'
import { installSandboxWallet } from './install'

const { __porticoSandboxWallet } = window as Window & { __porticoSandboxWallet?: unknown }
installSandboxWallet(readSandboxWalletConfig(__porticoSandboxWallet))
