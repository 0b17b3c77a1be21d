/** A failure's message, announced as it appears; nothing when there is none. */
export function ErrorAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="alert" role="alert">
      {message}
    </p>
  ) : null
}
