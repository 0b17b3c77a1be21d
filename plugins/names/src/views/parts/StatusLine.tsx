/** Something under way, announced to screen readers, with a spinner; a long name in it is cut with an ellipsis. */
export function StatusLine({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="muted names-status" role="status" data-testid={testId} title={text}>
      <span className="names-spinner" aria-hidden="true" />
      <span className="truncate">{text}</span>
    </p>
  )
}
