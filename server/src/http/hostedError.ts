/** The Blockchain API's error body (`src/error.rs`, `new_error_response`). */
export interface HostedError {
  status: 'FAILED'
  reasons: { field: string; description: string }[]
}

/**
 * An error body as the hosted service writes it.
 *
 * @example
 * c.json(hostedError('authentication', 'We failed to authenticate your request'), 401)
 */
export function hostedError(field: string, description: string): HostedError {
  return { status: 'FAILED', reasons: [{ field, description }] }
}
