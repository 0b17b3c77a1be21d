import { hostedError, type HostedError as HostedErrorBody } from '../http/hostedError'

export type { HostedErrorBody }

/**
 * An engine's refusal, answered as the hosted service answers it: an HTTP status and the
 * `{ status: 'FAILED', reasons: [{ field, description }] }` body the modal reads its message from.
 * @example throw new HostedError(400, 'name', 'Invalid name format: A.reown.id')
 */
export class HostedError extends Error {
  override name = 'HostedError'
  constructor(
    readonly status: number,
    readonly field: string,
    readonly description: string,
    options?: { cause?: unknown },
  ) {
    super(description, options)
  }

  get body(): HostedErrorBody {
    return hostedError(this.field, this.description)
  }
}
