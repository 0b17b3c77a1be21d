import type { UniversalProvider } from '@walletconnect/universal-provider'

/** The universal provider one client pairs and requests through. */
export type WalletConnectProvider = Awaited<ReturnType<typeof UniversalProvider.init>>
