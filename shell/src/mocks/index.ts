// `@portico/shell/mocks`: the shell's MSW handlers (wallet catalogue, analytics, Solana RPC) for the
// sandbox and tests. Nothing of the product imports it, so MSW never ships.
export { createCatalogueHandlers, type CatalogueMockOptions } from '../catalogue/mocks/handlers'
export { generateWalletFixtures, type WalletFixture } from '../catalogue/mocks/walletFixtures'
export { analyticsHandlers } from '../analytics/mocks/handlers'
export { createSolanaRpcHandlers, tokenBalanceKey, type SolanaMockTransaction, type SolanaRpcMockOptions } from '../connectors/solana/mocks/handlers'
