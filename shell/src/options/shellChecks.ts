import { checkAddedNetwork } from '../connection/checkAddedNetwork'
import { checkAppKitOptions } from './checkAppKitOptions'

/** What the dapp hands the shell, checked by its schema: the options, and a network added later. */
export interface ShellChecks {
  checkAppKitOptions: typeof checkAppKitOptions
  checkAddedNetwork: typeof checkAddedNetwork
}

/** The checks, as a development build's boot and the core's chunk bring them (see checksAtCreation). */
export const SHELL_CHECKS: ShellChecks = { checkAppKitOptions, checkAddedNetwork }
