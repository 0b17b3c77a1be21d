import { nameRegistrationMessage } from '@portico/contracts'
import { MOCK_NAMES } from '@portico/plugin-send/mocks'
import { isAddressEqual, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** anvil's default mnemonic: its dev accounts are public test keys. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
const ANVIL_DEV_ACCOUNTS = Array.from({ length: 10 }, (_, addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }))

/**
 * Registers the sandbox's names (bobby.reown.id and carol.reown.id, anvil's second and third dev
 * accounts) on Portico Server as a user would: each owner signs the registration message and it
 * goes to `POST /v1/profile/account`, which verifies it on `chainId`. Names of other keys are refused.
 * @example await registerSandboxNames(server.url, 'portico-sandbox', 31337)
 */
export async function registerSandboxNames(serverUrl: string, projectId: string, chainId: number, names: Readonly<Record<string, string>> = MOCK_NAMES): Promise<void> {
  for (const [name, address] of Object.entries(names)) {
    const owner = ANVIL_DEV_ACCOUNTS.find((account) => isAddressEqual(account.address, address as Address))
    if (!owner) throw new Error(`${name}: ${address} is not an anvil dev account`)
    const message = nameRegistrationMessage(name, Date.now())
    const body = { coin_type: (0x80000000 | chainId) >>> 0, address: owner.address, message, signature: await owner.signMessage({ message }) }
    const response = await fetch(new URL(`/v1/profile/account?projectId=${encodeURIComponent(projectId)}`, serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${name}: the server refused the registration (${response.status} ${await response.text()})`)
  }
}
