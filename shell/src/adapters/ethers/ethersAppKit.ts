import type { AppKit } from '../../appKit'

/**
 * The AppKit members the ethers adapter reads: anything shaped like them (a test double, another
 * controller) works, and the adapter needs nothing else of the shell.
 */
export type EthersAppKit = Pick<AppKit, 'getWalletProvider' | 'getAccount' | 'subscribeWalletProvider' | 'subscribeAccount'>
