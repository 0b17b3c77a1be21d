/** An EIP-1193 style error, so the shell's rejection handling reads the code. */
export class BitcoinRequestError extends Error {
  override name = 'BitcoinRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
