/** Messages of errors the product throws (SPEC sections 5, 6 and 8), word for word. */
export const ThrownMessages = {
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CONTROLLER_CLIENT: 'No ConnectionController client found',
  TRANSACTIONS_NEED_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CONTROLLER_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: 'ConnectionController client not set',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  /** Also the name coin-type chain id check (SPEC section 5). */
  INVALID_CHAIN_ID: 'Invalid chainId',
  AN_ERROR_OCCURRED: 'An error occurred',
  REQUEST_ABORTED: 'Request was aborted',
  EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE: 'Unable to load email login dependency',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CANNOT_REMOVE_LAST_NETWORK: 'Cannot remove last network for a namespace',
  CANNOT_SET_BOTH_SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  /** Thrown by `parseCaipAddress` (SPEC section 5). */
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  /** Thrown by `parseCaipNetworkId` (SPEC section 5). */
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  /** A blocked RPC call (SPEC section 6); the UI shows `UserMessages.ACTION_NOT_ALLOWED`. */
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
} as const
