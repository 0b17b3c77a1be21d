// The Solana RPC client (@solana/web3.js), loaded only once a Solana account needs its balance.
export { readSolanaBalance } from './readSolanaBalance'
