import { hashTypedData, hexToString, isHex, type Hex, type LocalAccount, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { invalidParams } from './errors'
import type { PromptRequest } from './prompt'
import { AddressSchema, HexSchema, jsonString, parseParams } from './schemas'

// personal_sign: [message, address]; wallets accept a trailing password, ignored here.
const PersonalSignParamsSchema = z.tuple([z.string(), AddressSchema]).rest(z.unknown())

/** The parsed request of `personal_sign`. */
export type PersonalSignRequest = { message: string; address: Hex }

export function parsePersonalSign(params: unknown): PersonalSignRequest {
  const [message, address] = parseParams(PersonalSignParamsSchema, params)
  return { message, address }
}

/** The message as the user should read it: UTF-8 text when the hex decodes to text, else the hex. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/.test(text) ? message : text
  } catch {
    return message
  }
}

export const describePersonalSign = ({ message }: PersonalSignRequest): PromptRequest['details'] => [
  { label: 'Message', value: readableMessage(message) },
]

/** Signs like a real wallet: hex is signed as the bytes it holds, anything else as UTF-8 text. */
export function personalSign(account: LocalAccount, { message }: PersonalSignRequest): Promise<Hex> {
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

const TypedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z
    .object({
      name: z.string(),
      version: z.string(),
      // Dapps send the domain chain id as a number, a decimal string or hex.
      chainId: z.union([z.number().int(), z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/)]).transform(Number),
      verifyingContract: AddressSchema,
      salt: HexSchema,
    })
    .partial(),
  message: z.record(z.string(), z.unknown()),
})

const SignTypedDataParamsSchema = z.tuple([AddressSchema, z.union([jsonString, z.unknown()]).pipe(TypedDataSchema)])

// Types only known at run time, checked by viem's hashTypedData below.
type RuntimeTypedData = TypedDataDefinition<Record<string, unknown>, string>

/** The parsed request of `eth_signTypedData_v4`. */
export type SignTypedDataRequest = { address: Hex; typedData: RuntimeTypedData }

export function parseSignTypedData(params: unknown): SignTypedDataRequest {
  const [address, data] = parseParams(SignTypedDataParamsSchema, params)
  const typedData: RuntimeTypedData = data
  try {
    // Checks the message against its types before the user is asked anything.
    hashTypedData(typedData)
  } catch (error) {
    throw invalidParams(error instanceof Error ? error.message : 'typed data does not match its types')
  }
  return { address, typedData }
}

export function describeSignTypedData({ typedData }: SignTypedDataRequest): PromptRequest['details'] {
  const { domain = {}, primaryType, message } = typedData
  const domainText = [domain.name, domain.version && `v${domain.version}`, domain.chainId && `chain ${domain.chainId}`]
    .filter(Boolean)
    .join(' ')
  return [
    { label: 'Type', value: String(primaryType) },
    ...(domainText ? [{ label: 'Domain', value: domainText }] : []),
    ...(domain.verifyingContract ? [{ label: 'Contract', value: domain.verifyingContract }] : []),
    { label: 'Message', value: JSON.stringify(message, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2) },
  ]
}

export function signTypedData(account: LocalAccount, { typedData }: SignTypedDataRequest): Promise<Hex> {
  return account.signTypedData(typedData)
}
