// `@portico/shell/ethers`: ethers v6 providers and signers for the wallet Portico connected.
export { EthersAdapter } from './appKitEthersAdapter'
export { createEthersAdapter } from './createEthersAdapter'
export type { EthersProviderAdapter } from './createEthersAdapter'
export type { EthersAppKit } from './ethersAppKit'
export { useEthersProvider } from './useEthersProvider'
export { useEthersSigner } from './useEthersSigner'
