import { createHash } from 'node:crypto'
import { address, getAddressDecoder, getAddressEncoder, getBase64Encoder, getCompiledTransactionMessageDecoder, getStructDecoder, getTransactionDecoder, getU64Decoder, getU8Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SYSTEM_PROGRAM_ADDRESS } from './buildSolanaTransfer'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, buildSplTransfer, findAssociatedTokenAddress, TOKEN_PROGRAM_ADDRESS } from './buildSplTransfer'

const from = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'

/** Reads back a base64 wire transaction: signers, fee payer and every instruction's program, accounts and data. */
function decodeInstructions(base64: string) {
  const { messageBytes, signatures } = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  const keys = message.staticAccounts
  return {
    version: message.version,
    signers: Object.keys(signatures),
    feePayer: keys[0],
    blockhash: message.lifetimeToken,
    header: message.header,
    writable: keys.filter((_, i) => i < message.header.numSignerAccounts - message.header.numReadonlySignerAccounts || (i >= message.header.numSignerAccounts && i < keys.length - message.header.numReadonlyNonSignerAccounts)),
    instructions: message.instructions.map((instruction) => ({
      program: keys[instruction.programAddressIndex],
      accounts: (instruction.accountIndices ?? []).map((i) => keys[i]),
      data: Array.from(instruction.data ?? []),
    })),
  }
}

const transferChecked = getStructDecoder([
  ['instruction', getU8Decoder()],
  ['amount', getU64Decoder()],
  ['decimals', getU8Decoder()],
])

describe('findAssociatedTokenAddress', () => {
  it('is sha256(owner, token program, mint, bump, associated-token program, "ProgramDerivedAddress") for the first off-curve bump', async () => {
    const ata = await findAssociatedTokenAddress(from, mint)
    const bytes = (a: string) => new Uint8Array(getAddressEncoder().encode(address(a)))
    // The derivation tries bumps from 255 down; one of the first few is the account's.
    const candidates = [255, 254, 253, 252, 251, 250].map((bump) =>
      getAddressDecoder().decode(
        createHash('sha256')
          .update(bytes(from))
          .update(bytes(TOKEN_PROGRAM_ADDRESS))
          .update(bytes(mint))
          .update(Uint8Array.of(bump))
          .update(bytes(ASSOCIATED_TOKEN_PROGRAM_ADDRESS))
          .update('ProgramDerivedAddress')
          .digest(),
      ),
    )
    expect(candidates).toContain(ata)
    expect(ata).not.toBe(await findAssociatedTokenAddress(to, mint))
  })
})

describe('buildSplTransfer', () => {
  it('creates the receiver account if missing, then TransferChecked between the two associated accounts', async () => {
    const wire = await buildSplTransfer({ kind: 'solana-token', from, to, mint, amount: 1_500_000n, decimals: 6 }, { blockhash: BLOCKHASH, lastValidBlockHeight: 100n })
    const source = await findAssociatedTokenAddress(from, mint)
    const destination = await findAssociatedTokenAddress(to, mint)
    const decoded = decodeInstructions(wire)
    expect(decoded).toMatchObject({ version: 0, signers: [from], feePayer: from, blockhash: BLOCKHASH })
    // One signer (the sender, writable); the two token accounts writable; the rest read-only.
    expect(decoded.header).toEqual({ numSignerAccounts: 1, numReadonlySignerAccounts: 0, numReadonlyNonSignerAccounts: 5 })
    expect(decoded.writable.sort()).toEqual([from, source, destination].sort())
    const [create, transfer] = decoded.instructions
    expect(decoded.instructions).toHaveLength(2)
    expect(create).toEqual({
      program: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
      accounts: [from, destination, to, mint, SYSTEM_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS],
      data: [1],
    })
    expect(transfer?.program).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(transfer?.accounts).toEqual([source, mint, destination, from])
    expect(transfer?.data).toEqual([12, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0, 6])
    expect(transferChecked.decode(new Uint8Array(transfer?.data ?? []))).toEqual({ instruction: 12, amount: 1_500_000n, decimals: 6 })
  })
})
