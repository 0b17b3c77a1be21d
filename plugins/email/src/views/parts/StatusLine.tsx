/** Something under way, announced to screen readers, with a spinner. */
export function StatusLine({ text }: { text: string }) {
  return (
    <p className="muted email-step-status" role="status">
      <span className="email-step-spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
