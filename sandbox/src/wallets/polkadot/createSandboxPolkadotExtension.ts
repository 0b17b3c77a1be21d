import * as z from 'zod/mini'
import type { Prompt } from '../../../../secure-site/src/wallet/prompt'
import type { SiteApproval } from '../siteApproval'
import { SANDBOX_POLKADOT_ADDRESS, SANDBOX_POLKADOT_SEED } from './keys'
import { signRawEd25519 } from './signRaw'

/** The key the extension injects under in `window.injectedWeb3`. */
export const SANDBOX_POLKADOT_KEY = 'portico-sandbox-polkadot'

const signRawInput = z.object({ address: z.string(), data: z.string(), type: z.enum(['bytes', 'payload']) })

type InjectedAccount = { address: string; name: string; type: 'ed25519'; genesisHash: null }

export type CreateSandboxPolkadotExtensionParameters = { prompt: Prompt; approval: SiteApproval; origin: string }

/**
 * The sandbox's Polkadot extension, speaking the `window.injectedWeb3` protocol of polkadot-js:
 * `enable(originName)` asks the user once per site, then gives `accounts` and a `signer` whose
 * `signRaw` signs with a real ed25519 key after the user approves.
 * @example window.injectedWeb3 = { [SANDBOX_POLKADOT_KEY]: createSandboxPolkadotExtension({ prompt, approval, origin }) }
 */
export function createSandboxPolkadotExtension({ prompt, approval, origin }: CreateSandboxPolkadotExtensionParameters) {
  const account: InjectedAccount = { address: SANDBOX_POLKADOT_ADDRESS, name: 'Sandbox account', type: 'ed25519', genesisHash: null }
  const subscribers = new Set<(accounts: InjectedAccount[]) => void>()
  let nextId = 0
  const list = () => (approval.isApproved() ? [account] : [])

  const injected = {
    accounts: {
      get: async () => list(),
      subscribe(callback: (accounts: InjectedAccount[]) => void) {
        subscribers.add(callback)
        callback(list())
        return () => subscribers.delete(callback)
      },
    },
    signer: {
      async signRaw(input: unknown) {
        const { address, data } = signRawInput.parse(input)
        if (!approval.isApproved() || address !== SANDBOX_POLKADOT_ADDRESS) throw new Error('Unable to find the account to sign with')
        await prompt.ask({ method: 'signRaw', origin, details: [{ label: 'Message', value: data }] })
        return { id: ++nextId, signature: signRawEd25519(data, SANDBOX_POLKADOT_SEED) }
      },
    },
  }

  return {
    version: '0.1.0',
    async enable(originName: string) {
      if (!approval.isApproved()) {
        await prompt.ask({ method: 'enable', origin, details: [{ label: 'Dapp', value: originName }, { label: 'Account', value: SANDBOX_POLKADOT_ADDRESS }] })
        approval.approve()
        subscribers.forEach((callback) => callback(list()))
      }
      return injected
    },
  }
}
