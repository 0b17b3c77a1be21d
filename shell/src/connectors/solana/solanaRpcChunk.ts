// The Solana RPC client (@solana/kit), loaded only once a Solana account needs its balance.
export { readSolanaBalance } from './readSolanaBalance'
