/** Why the relay or the Farcaster app said no, with its HTTP status; the relay answers `{ error: message }`. */
export class RelayError extends Error {
  override readonly name = 'RelayError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
