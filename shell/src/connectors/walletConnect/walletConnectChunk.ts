// Everything of WalletConnect that is heavy (the universal provider, the QR encoder): one lazy
// chunk, loaded when the user picks WalletConnect or a stored WalletConnect session is restored.
export { createWalletConnectClient } from './createWalletConnectClient'
