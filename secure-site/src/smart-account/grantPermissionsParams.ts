import { secp256k1 } from '@noble/curves/secp256k1'
import { getAddress, hexToBigInt, hexToNumber, toFunctionSelector, type Abi, type AbiFunction, type Address, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/utils'
import * as z from 'zod/mini'
import { grantPermissionsRequestSchema, issuePath } from '@portico/contracts/sessions'
import { WalletParamsError } from './sendCallsParams'

/** A (target, selector) pair a session may call, with the function's name for the approval card. */
export type SessionCall = { target: Address; selector: Hex; functionName: string }

/** A recurring allowance as the account keeps it; token 0x0 is the native token. */
export type SessionAllowance = { token: Address; amount: bigint; start: number; period: number }

/** wallet_grantPermissions, checked and turned into what PorticoSessionAccount.grantSession takes. */
export type GrantRequest = {
  chainId: number
  address: Address | undefined
  expiry: number
  signer: Address
  calls: SessionCall[]
  allowances: SessionAllowance[]
  /** The permissions as the dapp sent them: the answer and the sessions list repeat them. */
  permissions: unknown[]
}

export const NATIVE_TOKEN: Address = '0x0000000000000000000000000000000000000000'

const paramsSchema = z.tuple([grantPermissionsRequestSchema], z.unknown())

/**
 * Parses wallet_grantPermissions params (ERC-7715: one request) for PorticoSessionAccount: the
 * session key's address from its public key, each contract-call function as a selector (from the
 * ABI, or a signature like `increment()` without one), the allowances in base units. A bad field
 * fails with -32602 and a message naming it; a request whose policies the account could not
 * enforce is refused rather than granted wider than asked.
 * @example parseGrantPermissions([{ chainId: '0x7a69', expiry, signer, permissions }], now).signer // '0x...'
 */
export function parseGrantPermissions(params: unknown, nowSeconds: number): GrantRequest {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? issuePath(issue.path.slice(1)) : ''
    throw invalid(issue && where ? `${where} ${issue.message}` : 'expected [{ chainId, address?, expiry, signer, permissions }]')
  }
  const [request] = parsed.data
  if (request.expiry <= nowSeconds) throw invalid('expiry must be in the future')
  // A policy this account cannot enforce would grant wider than asked: refuse instead.
  const policy = [...(request.policies ?? []), ...request.permissions.flatMap((permission) => permission.policies ?? [])][0]
  if (policy) throw invalid(`policy ${policy.type} is not supported`)
  const calls: SessionCall[] = []
  const allowances: SessionAllowance[] = []
  for (const permission of request.permissions) {
    if (permission.type === 'contract-call') {
      for (const { functionName } of permission.data.functions) {
        for (const selector of selectorsOf(functionName, permission.data.abi as Abi | undefined)) calls.push({ target: getAddress(permission.data.address), selector, functionName })
      }
    } else {
      const token = permission.type === 'erc20-recurring-allowance' ? getAddress(permission.data.token) : NATIVE_TOKEN
      const amount = hexToBigInt(permission.data.allowance as Hex)
      if (amount === 0n) throw invalid(`${permission.type} allowance must be above 0`)
      allowances.push({ token, amount, start: permission.data.start, period: permission.data.period })
    }
  }
  const signerKey = request.signer.type === 'keys' ? request.signer.data.keys[0] : request.signer.data
  return {
    chainId: hexToNumber(request.chainId as Hex),
    address: request.address === undefined ? undefined : getAddress(request.address),
    expiry: request.expiry,
    signer: secp256k1Address(signerKey?.publicKey as Hex),
    calls,
    allowances,
    permissions: request.permissions,
  }
}

const invalid = (what: string) => new WalletParamsError(`Invalid wallet_grantPermissions params: ${what}`, -32602)

/** A compressed key is decompressed first: an address hashes the 64-byte point. */
function secp256k1Address(key: Hex): Address {
  try {
    return publicKeyToAddress(key.length === 68 ? `0x${secp256k1.ProjectivePoint.fromHex(key.slice(2)).toHex(false)}` : key)
  } catch {
    throw invalid('signer public key is not a point of secp256k1')
  }
}

function selectorsOf(functionName: string, abi: Abi | undefined): Hex[] {
  if (!abi) {
    if (!/^[A-Za-z_$][\w$]*\(.*\)$/.test(functionName)) throw invalid(`contract-call ${functionName} needs an abi, or a signature such as ${functionName}()`)
    return [toFunctionSelector(`function ${functionName}`)]
  }
  const functions = abi.filter((item): item is AbiFunction => item.type === 'function' && item.name === functionName)
  if (functions.length === 0) throw invalid(`contract-call abi has no function ${functionName}`)
  return functions.map((item) => toFunctionSelector(item))
}
