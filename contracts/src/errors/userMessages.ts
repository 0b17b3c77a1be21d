/** Messages the user sees (SPEC sections 5, 6 and 8), word for word. */
export const UserMessages = {
  /** Balance failure or unsupported network; retries blocked 30 s. */
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  /** Then disconnects and resets to Connect. */
  AUTH_INITIALIZATION_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TRANSACTION_STARTED: 'Transaction started',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FAILED_TO_SEND_TRANSACTION: 'Failed to send transaction. Please try again.',
  AUTHENTICATING: 'Authenticating...',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  /** UI text for a blocked RPC call (SPEC section 6). */
  ACTION_NOT_ALLOWED: 'Action not allowed',
  /** Solana send lacking amount or receiver (SPEC section 5). */
  INVALID_AMOUNT_AND_RECEIVER: 'Please enter a valid amount and receiver address',
  /** Last resort of `getErrorMessage`. */
  UNKNOWN_ERROR: 'Unknown error',
} as const
