import type { SocialProvider } from '@portico/contracts'
import type { WalletTarget } from './walletNames'

const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * The name a wallet button shows before anything loaded: a brand (never translated), or
 * undefined for a catalogue id whose name is not known yet.
 * @example walletLabel({ kind: 'social', provider: 'github' }) // 'GitHub'
 */
export function walletLabel(target: WalletTarget): string | undefined {
  switch (target.kind) {
    case 'email':
      return 'Email'
    case 'social':
      return SOCIAL_NAMES[target.provider]
    case 'walletConnect':
      return 'WalletConnect'
    case 'wallet':
      return target.name
  }
}
