/** The drawn icons of the UI kit (see ICON_PATHS). */
export const UI_ICON_NAMES = [
  'back', 'close', 'chevronRight', 'chevronDown', 'swap', 'copy', 'paste', 'check', 'warning', 'externalLink', 'qr', 'wallet', 'mail', 'search', 'send', 'receive', 'grid', 'plus',
] as const
export type UiIconName = (typeof UI_ICON_NAMES)[number]

export interface UiIconProps {
  name: UiIconName
  /** Pixels; 20 by default. */
  size?: number
  /** Announced as an image with this name; without it the icon is decorative. */
  label?: string
}

export interface UiAvatarProps {
  /** The account's address: the same address always draws the same avatar. */
  address: string
  size?: number
}

export interface UiLogoProps {
  /** A logo from the data (an http(s) or data: image); anything else, or an image that fails, shows the letter badge. */
  src: string | null | undefined
  /** What the logo stands for (a token's symbol, a network's name): its initials are the fallback. */
  name: string
  size?: number
  /** A circle (tokens, networks) or a rounded square (NFTs, providers); a circle by default (5.3.0). */
  shape?: UiShape
}

/** The outline of a logo or its placeholder. */
export type UiShape = 'circle' | 'square'

export interface UiErrorAlertProps {
  message: string | undefined
  testId?: string
}

export interface UiProblemProps {
  /** Why the view cannot go on. */
  message: string
  backLabel: string
  onBack: () => void
  /** A retry, when trying again can help (a failed request or sign-in, not a missing input). */
  retry?: { label: string; onRetry: () => void }
}

export interface UiQrCodeProps {
  value: string
  /** The accessible name of the code. */
  label: string
  /** Drawn in the centre (a wallet's, network's or the dapp's logo); without one the kit's wallet mark (5.3.0). */
  logo?: string | undefined
  size?: number
  testId?: string
}

/**
 * A component of the kit. Typed without React so contracts stays framework-free: the shell renders
 * it with the shared React singleton, so in a plugin's JSX it is a function component.
 */
export type UiComponent<P, Node = unknown> = (props: P) => Node

/**
 * The view parts the shell lends plugins (PluginHost.ui, 4.11.0), drawn as the shell draws its own
 * screens: one implementation, so email, socials, names, send and swaps look the same. `Node` is
 * what a component returns; a plugin narrows it once to React's (`host.ui as UiKit<ReactNode>`).
 */
export interface UiKit<Node = unknown> {
  Icon: UiComponent<UiIconProps, Node>
  /** A deterministic avatar of an address (two colours derived from it). */
  Avatar: UiComponent<UiAvatarProps, Node>
  /** A name's initials in a tinted circle or rounded square, for something without an image. */
  LetterBadge: UiComponent<{ name: string; size?: number; shape?: UiShape }, Node>
  /** An `<img>` of a token, network or NFT that falls back to the letter badge on error. */
  Logo: UiComponent<UiLogoProps, Node>
  /** A failure's message, announced as it appears; nothing when there is none. */
  ErrorAlert: UiComponent<UiErrorAlertProps, Node>
  /** A scannable QR code: round modules, a centre logo, a shimmer until drawn. */
  QrCode: UiComponent<UiQrCodeProps, Node>
  /** A whole view that cannot go on: the message announced, a way back and, where it helps, a retry (5.2.0). */
  Problem: UiComponent<UiProblemProps, Node>
}
