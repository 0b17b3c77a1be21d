/**
 * The message raised for a non-OK HTTP response (SPEC section 7).
 * @example httpStatusMessage(503) // 'HTTP status code: 503'
 */
export function httpStatusMessage(status: number): string {
  return `HTTP status code: ${status}`
}
