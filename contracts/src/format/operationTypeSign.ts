import { OPERATION_TYPES_ADDING, OPERATION_TYPES_SUBTRACTING } from '../constants/format'

const adding: ReadonlySet<string> = new Set(OPERATION_TYPES_ADDING)
const subtracting: ReadonlySet<string> = new Set(OPERATION_TYPES_SUBTRACTING)

/**
 * The sign shown before a transaction amount for its operation type (SPEC section 9).
 * @example operationTypeSign('receive') // '+'
 * @example operationTypeSign('burn') // '-'
 * @example operationTypeSign('send') // ''
 */
export function operationTypeSign(operationType: string): '+' | '-' | '' {
  if (adding.has(operationType)) return '+'
  if (subtracting.has(operationType)) return '-'
  return ''
}
