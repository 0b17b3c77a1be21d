/** Why a provider's form_post answer was refused, with the HTTP status to answer. */
export class FormPostError extends Error {
  override readonly name = 'FormPostError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
