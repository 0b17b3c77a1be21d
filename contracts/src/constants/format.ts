/** Address truncation: characters kept at the start and the end (SPEC section 9). */
export const TRUNCATE_START = 4
export const TRUNCATE_END = 6

/** Balances are floored to 3 decimals; other numbers show 2 (SPEC section 5). */
export const BALANCE_DISPLAY_DECIMALS = 3
export const NUMBER_DISPLAY_DECIMALS = 2
/** Past this many integer digits a balance shows in exponent form ('1.234e+45'), never hundreds of digits. */
export const BALANCE_DISPLAY_MAX_INTEGER_DIGITS = 30

/** Operation types shown with '+' and with '-' (SPEC section 9). */
export const OPERATION_TYPES_ADDING = ['receive', 'deposit', 'borrow', 'claim'] as const
export const OPERATION_TYPES_SUBTRACTING = ['withdraw', 'repay', 'burn'] as const
