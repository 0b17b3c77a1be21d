import { ThrownMessages } from './thrownMessages'

/**
 * Issue messages of the schemas in contracts. The CAIP ones are the spec's (section 5); the
 * others are Portico's own, since the spec gives the rules but no wording.
 */
export const ValidationMessages = {
  INVALID_CAIP_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP_NETWORK_ID: ThrownMessages.INVALID_CAIP_NETWORK_ID,
  INVALID_EVM_ADDRESS: 'Invalid EVM address',
  INVALID_SOLANA_ADDRESS: 'Invalid Solana address',
  INVALID_TRANSACTION_HASH: 'Invalid transaction hash',
  INVALID_SIGNED_MESSAGE: 'Invalid signed message',
  INVALID_ACCOUNT_NAME: 'Use letters, digits and hyphens only, at least 4 characters',
  ACCOUNT_NAME_TOO_LONG: 'Use at most 63 characters',
  ACCOUNT_NAME_HYPHEN_AT_EDGE: 'A name cannot start or end with a hyphen',
  ACCOUNT_NAME_RESERVED_HYPHENS: 'Hyphens in the third and fourth places are reserved',
  INVALID_HEX_CHAIN_ID: 'Invalid hex chain id',
  INVALID_EIP1193_PROVIDER: 'Expected an EIP-1193 provider',
  INVALID_IMAGE_DATA_URI: 'Expected an image data URI',
} as const
