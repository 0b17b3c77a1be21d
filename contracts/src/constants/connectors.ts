import type { ChainNamespace } from '../caip/chainNamespace'
import type { ConnectorType } from '../connector/connector'

/** Connector ids the product knows by name (SPEC section 3). */
export const CONNECTOR_IDS = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'announced',
  COINBASE_WALLET: 'coinbaseWallet',
  SAFE: 'safe',
  LEDGER: 'ledger',
  OKX: 'okx',
  EIP6963: 'eip6963',
  AUTH: 'ID_AUTH',
} as const

/**
 * Connector types: the spec names AUTH, MULTI_CHAIN and ANNOUNCED (section 3); INJECTED,
 * WALLET_CONNECT and EXTERNAL are the types of the other connectors of the connector order.
 */
export const CONNECTOR_TYPES = [
  'AUTH',
  'MULTI_CHAIN',
  'ANNOUNCED',
  'INJECTED',
  'WALLET_CONNECT',
  'EXTERNAL',
] as const satisfies readonly ConnectorType[]

/** The embedded (auth) wallet supports only these namespaces (SPEC section 1). */
export const AUTH_CONNECTOR_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
