import type { WalletKeyPrompt } from '../../../../secure-site/src/frame/app/keyShares/unlockWallet'

/**
 * The sandbox's scripted logins: the key step answered with a recovery password, with no page
 * shown. Only the sandbox's own build of the frame app has it (see main.ts beside it).
 * @example const prompt = scriptedKeyPrompt('portico sandbox recovery')
 */
export function scriptedKeyPrompt(password: string): WalletKeyPrompt {
  return {
    chooseFactor: (_options, submit) => submit({ kind: 'password', password }),
    enterFactor: (_kind, submit) => submit({ kind: 'password', password }),
  }
}
