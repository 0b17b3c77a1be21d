/** Something under way, announced to screen readers, with a spinner. */
export function StatusLine({ text }: { text: string }) {
  return (
    <p className="muted socials-status" role="status">
      <span className="socials-spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
