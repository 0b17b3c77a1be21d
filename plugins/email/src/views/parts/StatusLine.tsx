/** Something under way, announced to screen readers, with a spinner. */
export function StatusLine({ text }: { text: string }) {
  return (
    <p className="muted email-status" role="status">
      <span className="email-spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
