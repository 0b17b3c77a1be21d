import { SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import { createPublicClient, createTestClient, http, numberToHex, parseEther, type Hex, type LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { SESSION_COUNTER } from '../../../secure-site/src/smart-account/addresses'
import { parseGrantPermissions } from '../../../secure-site/src/smart-account/grantPermissionsParams'
import { grantedPci, grantSessionCall } from '../../../secure-site/src/smart-account/sessionGrants'
import { sendSelfBatch, waitForSuccess } from '../../../secure-site/src/smart-account/smartAccountChain'

/** The anvil chain the session account is deployed on. */
export interface TestSessionChain {
  chainId: number
  rpcUrl: string
  name: string
}

/**
 * A new account with 10 ETH on the anvil node at `rpcUrl`.
 * @example const owner = await fundedTestAccount(anvil.rpcUrl)
 */
export async function fundedTestAccount(rpcUrl: string): Promise<LocalAccount> {
  const account = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address: account.address, value: parseEther('10') })
  return account
}

/**
 * Grants a one-hour session on the account (PorticoSessionAccount) to a new key, allowed to call
 * the session counter's `increment`, for the project `projectName`; answers its pci.
 * @example const pci = await grantTestSession(chain, owner, 'Dapp')
 */
export async function grantTestSession(chain: TestSessionChain, account: LocalAccount, projectName: string): Promise<Hex> {
  const now = Number((await createPublicClient({ transport: http(chain.rpcUrl) }).getBlock()).timestamp)
  const key = await fundedTestAccount(chain.rpcUrl)
  const request = {
    chainId: numberToHex(chain.chainId),
    expiry: now + 3_600,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
    permissions: [{ type: 'contract-call', data: { address: SESSION_COUNTER.address, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'increment' }] } }],
  }
  const call = grantSessionCall(account.address, parseGrantPermissions([request], now), { name: projectName, url: 'http://127.0.0.1:5173' })
  return grantedPci(await waitForSuccess(chain, await sendSelfBatch(account, chain, [call])), account.address)
}
