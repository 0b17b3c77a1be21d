import { useState } from 'react'
import { badgeHue } from './avatarColors'
import { initialsOf } from './initialsOf'
import type { ReactUiKit } from './reactUiKit'
import { showableLogo } from './showableLogo'

/** Initials in a tinted circle (or rounded square), for something without an image. */
export const LetterBadge: ReactUiKit['LetterBadge'] = ({ name, size = 32, shape = 'circle' }) => {
  const letters = initialsOf(name)
  return (
    <span
      className={`ui-letter-badge ui-${shape}`}
      aria-hidden="true"
      data-fallback="letter"
      // Drawn by CSS (::before), so the letters are not part of the row's text.
      data-letter={letters}
      // Dark enough for white text at every hue (over 4.5:1).
      style={{ width: size, height: size, fontSize: Math.round(size * (letters.length > 1 ? 0.36 : 0.42)), background: `hsl(${badgeHue(name)} 55% 30%)` }}
    />
  )
}

/** A logo from the data; its name's initials when it has none, it cannot be shown, or it fails. */
export const Logo: ReactUiKit['Logo'] = ({ src, name, size = 32, shape = 'circle' }) => {
  // The source that failed: a new source is tried again.
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (!showableLogo(src) || failed === src) return <LetterBadge name={name} size={size} shape={shape} />
  return <img className={`ui-logo ui-${shape}`} src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(src)} />
}
