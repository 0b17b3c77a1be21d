/** Something under way, announced to screen readers, with a spinner. */
export function StatusLine({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="muted names-status" role="status" data-testid={testId}>
      <span className="names-spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
