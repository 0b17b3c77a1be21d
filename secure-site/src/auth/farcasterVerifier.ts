import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { AuthError } from './authError'

export type FarcasterSignIn = { message: string; signature: `0x${string}`; nonce: string; domain: string }

/** Checks a signed Sign In With Farcaster message and answers its fid; throws AuthError when it is not good. */
export type VerifyFarcasterSignIn = (signIn: FarcasterSignIn) => Promise<number>

/**
 * auth-client's verifySignInMessage with the registries read through `rpcUrl`: the message must
 * say `nonce` and `domain`, be signed by the custody address IdRegistry gives the fid it names (or
 * an auth address KeyRegistry lists for it). SIWF messages say chain id 10 whatever node answers:
 * the sandbox's mock registries sit at Optimism's addresses on anvil.
 * @example const verify = createFarcasterVerifier('http://127.0.0.1:8545'); const fid = await verify({ message, signature, nonce, domain })
 */
export function createFarcasterVerifier(rpcUrl: string): VerifyFarcasterSignIn {
  const client = createAppClient({ ethereum: viemConnector({ rpcUrl }) })
  return async ({ message, signature, nonce, domain }) => {
    const result = await client.verifySignInMessage({ message, signature, nonce, domain })
    if (result.isError || !result.success) {
      const reason = result.error?.errCode === 'unavailable' || result.error?.errCode === 'unknown' ? 'the Farcaster registries could not be read' : (result.error?.message ?? 'the signature does not match')
      throw new AuthError(401, 'FARCASTER_SIGN_IN_INVALID', `Sign In With Farcaster failed: ${reason}`)
    }
    return result.fid
  }
}
