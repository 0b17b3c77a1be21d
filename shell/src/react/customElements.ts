import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { WalletButtonWallet } from '../walletButtons/walletNames'

type ElementProps<Extra> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra

// Lets React apps write <appkit-button /> with checked attributes.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': ElementProps<{ label?: string; loadingLabel?: string; balance?: 'show' | 'hide' }>
      'appkit-network-button': ElementProps<object>
      'appkit-account-button': ElementProps<{ balance?: 'show' | 'hide' }>
      'appkit-connect-button': ElementProps<{ label?: string; loadingLabel?: string }>
      'appkit-modal': ElementProps<object>
      'appkit-wallet-button': ElementProps<{ wallet: WalletButtonWallet; label?: string }>
    }
  }
}
