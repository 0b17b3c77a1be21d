import { Avatar } from './Avatar'
import { Icon } from './Icon'
import { LetterBadge, Logo } from './Logo'
import { ErrorAlert, Problem } from './Problem'
import { QrCode } from './QrCode'
import type { ReactUiKit } from './reactUiKit'

/** The UI kit drawn with the shared React: the shell's own screens and every plugin (PluginHost.ui) use it. */
export const uiKit: ReactUiKit = { Icon, Avatar, LetterBadge, Logo, ErrorAlert, QrCode, Problem }
