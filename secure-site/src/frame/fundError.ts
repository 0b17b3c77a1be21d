/** Why a fund request was refused, with the HTTP status to answer. */
export class FundError extends Error {
  override readonly name = 'FundError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
