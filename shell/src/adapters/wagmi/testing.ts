import type { Connector } from '@portico/contracts'

/** The account and EIP-6963 rdns of the wallet the wagmi adapter tests play. */
export const TEST_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TEST_WALLET_RDNS = 'io.test.wallet'

/** Portico's side: the EIP-6963 wallet TEST_WALLET_RDNS, already connected on mainnet. */
export const announcedTestWallet = (): Connector => ({
  id: TEST_WALLET_RDNS,
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  connect: async () => ({ accounts: [TEST_WALLET_ADDRESS], chainId: 1 }),
  getAccounts: async () => [TEST_WALLET_ADDRESS],
  getChainId: async () => 1,
  disconnect: async () => undefined,
  request: async () => null,
  subscribe: () => () => undefined,
})
