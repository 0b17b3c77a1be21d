/** EIP-1193 and wallet error codes (SPEC section 8). */
export const ProviderErrorCodes = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  PROVIDER_DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  /** Treated as a user rejection. */
  DEFAULT: 5000,
  /** Positive, as the spec writes it; not the JSON-RPC internal error -32603. */
  INVALID_CHAIN_ID: 32603,
} as const

/** Codes that mean the user said no (SPEC section 8: 4001, and 5000 treated as rejection). */
export const USER_REJECTION_CODES: readonly number[] = [ProviderErrorCodes.USER_REJECTED, ProviderErrorCodes.DEFAULT]

/** Wallet-call (EIP-5792) capability errors span 5700-5760 inclusive. */
export const WALLET_CALL_CAPABILITY_ERROR_CODES = { min: 5700, max: 5760 } as const

/** JSON-RPC 2.0 and EIP-1474 error codes (SPEC section 8). */
export const JsonRpcErrorCodes = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  INVALID_INPUT: -32000,
  NOT_FOUND: -32001,
  UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  VERSION_UNSUPPORTED: -32006,
} as const

/** HTTP statuses the spec notes by code (SPEC sections 8 and 9). */
export const HttpStatusCodes = {
  FORBIDDEN: 403,
  SERVICE_UNAVAILABLE: 503,
} as const
