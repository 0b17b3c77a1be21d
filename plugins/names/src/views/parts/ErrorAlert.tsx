/** A failure's message, announced as it appears; nothing when there is none. */
export function ErrorAlert({ message, testId }: { message: string | undefined; testId?: string }) {
  return message ? (
    <p className="alert" role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null
}
