import { createClient, http, parseAbi, parseEther, parseUnits, type Address, type Client, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../toolchain/processes/anvil'
import { COLLECTIBLE_ISSUER, compilePorticoCollectible, type SandboxCollection } from './deployCollectibles'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from './serve'

const DAY_SECONDS = 86_400
/** Activity every 23 days, 48 times: about three years, in every kind the Activity list shows. */
const STEP_DAYS = 23
const EVENTS = 48
/** How far back the first chain's genesis lies: before the oldest activity, with room for the deploys. */
export const SANDBOX_HISTORY_DAYS = 2 + EVENTS * STEP_DAYS + 7

const abi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)', 'function burn(uint256 value)', 'function transfer(address to, uint256 value) returns (bool)'])

/** What the sandbox account's written past holds, for the tests that read it back. */
export interface SandboxHistory {
  /** Transactions written (the sandbox account's own and those others sent it). */
  written: number
  /** Of which spam NFT airdrops, which the modal hides. */
  spam: number
}

export interface WriteSandboxHistoryParameters {
  chain: SandboxChain
  tokens: readonly SandboxToken[]
  uniswapV2: SandboxUniswapV2
  collections: readonly SandboxCollection[]
  /** The sandbox account (anvil's first dev account). */
  owner?: `0x${string}`
  /** Unix seconds the newest activity is two days before; the chain's clock is set to it at the end. */
  now: number
}

/**
 * Writes three years of the sandbox account's activity into the first chain, which started in the
 * past (startLocalChains' genesis): each transaction mined at its own time (evm_setNextBlockTimestamp),
 * 23 days apart: ETH received, PUSD sent, WETH deposited and withdrawn, a Portico Pass minted to it,
 * a spam NFT airdropped, PUSD burnt. The chain's clock is then set to `now`, so what follows is today.
 * @example const history = await writeSandboxHistory({ chain, tokens, uniswapV2, collections, now: Math.floor(Date.now() / 1000) })
 */
export async function writeSandboxHistory(parameters: WriteSandboxHistoryParameters): Promise<SandboxHistory> {
  const { chain, now } = parameters
  const transport = http(chain.rpcUrl)
  const viemChain = { id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
  const owner = createClient({ account: privateKeyToAccount(parameters.owner ?? (ANVIL_DEV_PRIVATE_KEYS[0] as `0x${string}`)), chain: viemChain, transport })
  const issuer = createClient({ account: COLLECTIBLE_ISSUER, chain: viemChain, transport })
  const pusd = parameters.tokens.find((token) => token.chainId === chain.chainId && token.symbol === 'PUSD')?.address as Address
  const weth = parameters.uniswapV2.weth as Address
  const pass = parameters.collections.find((collection) => collection.chainId === chain.chainId && !collection.spam)?.address
  const spamCollection = parameters.collections.find((collection) => collection.chainId === chain.chainId && collection.spam)?.address
  if (!pusd || !pass || !spamCollection) throw new Error(`${chain.name}: PUSD and the NFT collections must be deployed before its history is written`)
  const nft = compilePorticoCollectible().abi
  const kinds: ((i: number) => Promise<Hash>)[] = [
    (i) => sendTransaction(issuer, { to: owner.account.address, value: parseEther(`0.${i + 1}5`) } as never),
    (i) => writeContract(owner, { address: pusd, abi, functionName: 'transfer', args: [COLLECTIBLE_ISSUER.address, parseUnits(`${(i + 1) * 12}.5`, 6)] } as never),
    () => writeContract(owner, { address: weth, abi, functionName: 'deposit', value: parseEther('1.2') } as never),
    () => writeContract(owner, { address: weth, abi, functionName: 'withdraw', args: [parseEther('0.4')] } as never),
    (i) => writeContract(issuer, { address: pass, abi: nft, functionName: 'mint', args: [owner.account.address, BigInt(Math.floor(i / 7) + 1)] } as never),
    (i) => writeContract(issuer, { address: spamCollection, abi: nft, functionName: 'mint', args: [owner.account.address, BigInt((i + 1) * 1000)] } as never),
    () => writeContract(owner, { address: pusd, abi, functionName: 'burn', args: [parseUnits('10', 6)] } as never),
  ]
  let spam = 0
  // Oldest first, each kind in turn (a withdrawal after a deposit), the newest two days before now.
  for (let n = 0; n < EVENTS; n++) {
    const age = EVENTS - 1 - n
    await setNextBlockTimestamp(owner, now - (2 + age * STEP_DAYS) * DAY_SECONDS - age * 3_600)
    const kind = n % kinds.length
    await mined(owner, await kinds[kind]!(n), `${chain.name}: activity ${n}`)
    if (kind === 5) spam++
  }
  await setNextBlockTimestamp(owner, now)
  await owner.request({ method: 'evm_mine' as never })
  return { written: EVENTS, spam }
}

async function setNextBlockTimestamp(client: Client, seconds: number): Promise<void> {
  await client.request({ method: 'evm_setNextBlockTimestamp' as never, params: [seconds] as never })
}

/** anvil mines each transaction as it arrives: its receipt comes within milliseconds, polled as often. */
async function mined(client: Client, hash: Hash, what: string): Promise<void> {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`${what} failed`)
}
