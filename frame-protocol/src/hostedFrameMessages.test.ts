import { describe, expect, it } from 'vitest'
import { HOSTED_FRAME_MESSAGES, HOSTED_FRAME_REQUESTS } from '@portico/contracts/testing'
import { FRAME_READY } from './frameEventTypes'
import { parseFrameMessage } from './parseFrameMessage'
import { parseFrameRequest } from './parseFrameRequest'
import { socialResultMessageSchema } from './socialResult'
import { toFrameCaipNetworkId } from './frameFields'

describe('the frame protocol against the hosted wire', () => {
  it('takes every message the hosted frame sends, payload as sent', () => {
    const { socialResult, ...messages } = HOSTED_FRAME_MESSAGES
    for (const [name, message] of Object.entries(messages)) expect(parseFrameMessage(message), name).toEqual(message)
    expect(socialResultMessageSchema.parse(socialResult)).toEqual(socialResult)
  })

  it('takes every request AppKit sends the hosted frame', () => {
    for (const [name, request] of Object.entries(HOSTED_FRAME_REQUESTS)) expect(parseFrameRequest(request), name).toEqual(request)
  })

  it('reads READY without a version, and bare chain ids as CAIP-2 on their namespace', () => {
    expect(parseFrameMessage(HOSTED_FRAME_MESSAGES.readyWithoutVersion)?.type).toBe(FRAME_READY)
    expect(toFrameCaipNetworkId(HOSTED_FRAME_MESSAGES.getUserSuccessBareChainId.payload.chainId)).toBe('eip155:1')
    expect(toFrameCaipNetworkId(HOSTED_FRAME_MESSAGES.getUserSuccessTextChainId.payload.chainId)).toBe('eip155:1')
    expect(toFrameCaipNetworkId(HOSTED_FRAME_REQUESTS.rpcRequestSolana.payload.chainId)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})
