import type { GrantPermissionsRequest, GrantPermissionsResponse } from '@portico/shell'
import type { SandboxChain } from '@portico/contracts/testing'
import { useState } from 'react'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { Address } from 'viem'
import { callWithSessionKey, counterGrantRequest, fundSessionKey } from './sessionKeyCalls'

type Props = {
  /** `appKit.grantPermissions`: the dapp's call. */
  grantPermissions: (request: GrantPermissionsRequest) => Promise<GrantPermissionsResponse>
  /** The connected eip155 account and its local chain, when there is one. */
  account: Address | undefined
  chain: SandboxChain | undefined
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Smart sessions by hand: make a session key in the page, fund it, have the wallet grant it the
 * counter's `increment` (appKit.grantPermissions, approved in the secure frame), then use the key
 * with no wallet involved: the allowed call lands, the disallowed one reverts, and after the
 * expiry or a revoke (Account > Sessions) the chain refuses it.
 */
export function SmartSessionsPanel({ grantPermissions, account, chain }: Props) {
  const [key, setKey] = useState<PrivateKeyAccount>()
  const [expiresIn, setExpiresIn] = useState('600')
  const [grant, setGrant] = useState<GrantPermissionsResponse>()
  const [result, setResult] = useState('')
  const ready = account !== undefined && chain !== undefined
  const run = (name: string, task: () => Promise<string>) => async () => {
    setResult(`${name}: waiting...`)
    try {
      setResult(`${name}: ${await task()}`)
    } catch (error) {
      setResult(`${name} failed: ${errorText(error)}`)
    }
  }
  const makeKey = run('session key', async () => {
    const made = privateKeyToAccount(generatePrivateKey())
    setKey(made)
    setGrant(undefined)
    if (chain) await fundSessionKey(chain, made.address)
    return `${made.address} (funded with 1 ETH)`
  })
  const grantCounter = run('grant', async () => {
    if (!key || !chain) throw new Error('Make a session key first')
    const expiry = Math.floor(Date.now() / 1000) + Number(expiresIn)
    const granted = await grantPermissions(counterGrantRequest(chain.chainId, key, expiry))
    setGrant(granted)
    return `granted ${granted.context} until ${new Date(granted.expiry * 1000).toISOString()}`
  })
  const use = (call: 'increment' | 'reset') =>
    run(call === 'increment' ? 'allowed call' : 'disallowed call', async () => {
      if (!key || !chain || !grant) throw new Error('Grant a session first')
      return callWithSessionKey(chain, key, grant.address as Address, grant.context as `0x${string}`, call)
    })
  return (
    <section aria-label="Smart sessions">
      <h2>Smart sessions</h2>
      <p>Log in with email (a smart account on eip155), then:</p>
      <button type="button" disabled={!ready} onClick={makeKey}>
        Make a session key
      </button>{' '}
      <label>
        expires in (s){' '}
        <input data-testid="session-expires-in" value={expiresIn} onChange={(event) => setExpiresIn(event.target.value)} size={5} inputMode="numeric" />
      </label>{' '}
      <button type="button" disabled={!ready || !key} onClick={grantCounter}>
        Grant: counter increment
      </button>{' '}
      <button type="button" disabled={!grant} onClick={use('increment')}>
        Use session key: allowed call
      </button>{' '}
      <button type="button" disabled={!grant} onClick={use('reset')}>
        Use session key: disallowed call
      </button>
      <p>
        key <code data-testid="session-key">{key?.address ?? '-'}</code> · session <code data-testid="session-pci">{grant?.context ?? '-'}</code>
      </p>
      <output data-testid="session-result">{result}</output>
    </section>
  )
}
