// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPrompt } from '../../../../secure-site/src/wallet/prompt'
import { clickPromptButton } from '../../wallet/testing'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxPolkadotExtension } from './createSandboxPolkadotExtension'
import { SANDBOX_POLKADOT_ADDRESS, SANDBOX_POLKADOT_PUBLIC_KEY, ss58Address } from './keys'
import { wrapBytes } from './signRaw'

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.body.innerHTML = ''
})

const newExtension = () =>
  createSandboxPolkadotExtension({
    prompt: createPrompt({ walletName: 'Portico Sandbox Polkadot', icon: svgIcon('#000', 'P') }),
    approval: createSiteApproval(localStorage, 'polkadot-test', SANDBOX_POLKADOT_ADDRESS),
    origin: 'http://localhost',
  })

describe('the sandbox Polkadot extension', () => {
  it('encodes SS58 addresses (Alice\'s well-known generic address)', () => {
    const alice = hexToBytes('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')
    expect(ss58Address(alice, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(SANDBOX_POLKADOT_ADDRESS).toMatch(/^1/)
  })

  it('asks once on enable, then lists the account and signs wrapped bytes with ed25519', async () => {
    const enabling = newExtension().enable('Portico sandbox')
    expect(await clickPromptButton('Approve')).toContain('Portico sandbox')
    const injected = await enabling
    await expect(injected.accounts.get()).resolves.toEqual([{ address: SANDBOX_POLKADOT_ADDRESS, name: 'Sandbox account', type: 'ed25519', genesisHash: null }])

    // A reload: enabled again without a prompt.
    const again = await newExtension().enable('Portico sandbox')
    const signing = again.signer.signRaw({ address: SANDBOX_POLKADOT_ADDRESS, data: 'hello polkadot', type: 'bytes' })
    await clickPromptButton('Approve')
    const { signature } = await signing
    expect(ed25519.verify(hexToBytes(signature.slice(2)), wrapBytes(new TextEncoder().encode('hello polkadot')), SANDBOX_POLKADOT_PUBLIC_KEY)).toBe(true)
  })

  it('rejects enable with 4001 when the user rejects', async () => {
    const enabling = newExtension().enable('dapp')
    await clickPromptButton('Reject')
    await expect(enabling).rejects.toMatchObject({ code: 4001 })
  })
})
