/**
 * The sandbox WalletConnect wallet signs as anvil's 6th dev account (index 5 of the default
 * mnemonic), which no other part of the sandbox spends from: 0 is the injected sandbox wallet and
 * the token deployer, 1 and 2 receive in tests, 7 seeds the pools (and is the smart sessions'
 * relayer), 8 deploys the smart accounts, 9 is the faucet. A public dev key: never a real wallet's.
 */
export const WALLETCONNECT_WALLET_ACCOUNT_INDEX = 5
export const WALLETCONNECT_WALLET_PRIVATE_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
export const WALLETCONNECT_WALLET_ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
