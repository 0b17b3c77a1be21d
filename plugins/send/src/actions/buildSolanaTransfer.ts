import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getStructEncoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type IInstruction,
} from '@solana/kit'
import type { SolanaSendRequest } from '../validation/toSendRequest'

export const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'
/** The System Program's Transfer instruction index. */
const TRANSFER = 2

const transferData = getStructEncoder([
  ['instruction', getU32Encoder()],
  ['lamports', getU64Encoder()],
])

/** The System Program transfer: 12 bytes (u32 LE 2, u64 LE lamports), from signing and writable, to writable. */
export function systemTransferInstruction(from: string, to: string, lamports: bigint): IInstruction {
  return {
    programAddress: address(SYSTEM_PROGRAM_ADDRESS),
    accounts: [
      { address: address(from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(to), role: AccountRole.WRITABLE },
    ],
    // A copy: the instruction takes a plain Uint8Array, the codec returns a read-only view.
    data: new Uint8Array(transferData.encode({ instruction: TRANSFER, lamports })),
  }
}

/**
 * The unsigned wire transaction (base64, as `solana_signAndSendTransaction` takes it) of a SOL
 * transfer, its fee paid by the sender, valid until `lastValidBlockHeight`.
 * @example buildSolanaTransfer({ kind: 'solana-native', from, to, lamports: 1n }, { blockhash, lastValidBlockHeight: 1n }) // 'AQAAAA...'
 */
export function buildSolanaTransfer(request: SolanaSendRequest, lifetime: { blockhash: string; lastValidBlockHeight: bigint }): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(request.from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstruction(systemTransferInstruction(request.from, request.to, request.lamports), m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
