import type { ReactUiKit } from './reactUiKit'
import { ICON_PATHS } from './iconPaths'

/** A drawn icon of the kit, decorative unless labelled. */
export const Icon: ReactUiKit['Icon'] = ({ name, size = 20, label }) => (
  <svg
    className="ui-icon"
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' })}
  >
    <path d={ICON_PATHS[name]} />
  </svg>
)
