import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getStructEncoder,
  getU64Encoder,
  getU8Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type IInstruction,
} from '@solana/kit'
import type { SolanaTokenSendRequest } from '../validation/toSendRequest'
import { SYSTEM_PROGRAM_ADDRESS } from './buildSolanaTransfer'

export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** The associated-token program's CreateIdempotent instruction index. */
const CREATE_IDEMPOTENT = 1
/** The token program's TransferChecked instruction index. */
const TRANSFER_CHECKED = 12

const transferCheckedData = getStructEncoder([
  ['instruction', getU8Encoder()],
  ['amount', getU64Encoder()],
  ['decimals', getU8Encoder()],
])

/**
 * The associated token account of `owner` for `mint`: the PDA of [owner, token program, mint]
 * under the associated-token program.
 * @example await findAssociatedTokenAddress(owner, mint) // 'Gx...'
 */
export async function findAssociatedTokenAddress(owner: string, mint: string): Promise<Address> {
  const encoder = getAddressEncoder()
  const [ata] = await getProgramDerivedAddress({
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
    seeds: [encoder.encode(address(owner)), encoder.encode(address(TOKEN_PROGRAM_ADDRESS)), encoder.encode(address(mint))],
  })
  return ata
}

/** Creates `owner`'s associated token account for `mint` unless it exists (1 byte of data: 1). */
export function createAssociatedTokenIdempotentInstruction(payer: string, ata: string, owner: string, mint: string): IInstruction {
  return {
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
    accounts: [
      { address: address(payer), role: AccountRole.WRITABLE_SIGNER },
      { address: address(ata), role: AccountRole.WRITABLE },
      { address: address(owner), role: AccountRole.READONLY },
      { address: address(mint), role: AccountRole.READONLY },
      { address: address(SYSTEM_PROGRAM_ADDRESS), role: AccountRole.READONLY },
      { address: address(TOKEN_PROGRAM_ADDRESS), role: AccountRole.READONLY },
    ],
    data: new Uint8Array([CREATE_IDEMPOTENT]),
  }
}

/** The token program's TransferChecked: 10 bytes (u8 12, u64 LE amount, u8 decimals). */
export function transferCheckedInstruction(source: string, mint: string, destination: string, owner: string, amount: bigint, decimals: number): IInstruction {
  return {
    programAddress: address(TOKEN_PROGRAM_ADDRESS),
    accounts: [
      { address: address(source), role: AccountRole.WRITABLE },
      { address: address(mint), role: AccountRole.READONLY },
      { address: address(destination), role: AccountRole.WRITABLE },
      { address: address(owner), role: AccountRole.READONLY_SIGNER },
    ],
    // A copy: the instruction takes a plain Uint8Array, the codec returns a read-only view.
    data: new Uint8Array(transferCheckedData.encode({ instruction: TRANSFER_CHECKED, amount, decimals })),
  }
}

/**
 * The unsigned wire transaction (base64) of an SPL token transfer between the sender's and the
 * receiver's associated token accounts, creating the receiver's first when missing; the sender
 * pays the fee (and the new account's rent).
 * @example await buildSplTransfer({ kind: 'solana-token', from, to, mint, amount: 1n, decimals: 6 }, { blockhash, lastValidBlockHeight: 1n }) // 'AQAAAA...'
 */
export async function buildSplTransfer(request: SolanaTokenSendRequest, lifetime: { blockhash: string; lastValidBlockHeight: bigint }): Promise<string> {
  const { from, to, mint, amount, decimals } = request
  const [source, destination] = await Promise.all([findAssociatedTokenAddress(from, mint), findAssociatedTokenAddress(to, mint)])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight }, m),
    (m) =>
      appendTransactionMessageInstructions(
        [createAssociatedTokenIdempotentInstruction(from, destination, to, mint), transferCheckedInstruction(source, mint, destination, from, amount, decimals)],
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
