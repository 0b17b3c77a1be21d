/** Where the sandbox's Bitcoin testnet stand-in answers: mempool.space's testnet Esplora API, as the shell's connector and AppKit read it. */
export const BITCOIN_TESTNET_ESPLORA = 'https://mempool.space/testnet/api'
