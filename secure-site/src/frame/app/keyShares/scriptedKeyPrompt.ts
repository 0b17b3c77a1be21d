import type { WalletKeyPrompt } from './unlockWallet'

/**
 * The sandbox's scripted logins: the key step answered with a configured recovery password, with
 * no page shown (secureSiteProjectSchema's `scriptedRecoveryPassword`; never in production).
 * @example const prompt = scriptedKeyPrompt('portico sandbox recovery')
 */
export function scriptedKeyPrompt(password: string): WalletKeyPrompt {
  return {
    chooseFactor: (_options, submit) => submit({ kind: 'password', password }),
    enterFactor: (_kind, submit) => submit({ kind: 'password', password }),
  }
}
