import { parseAbi } from 'viem'

/** The part of Simple7702Account (0.8.0) the frame calls: a batch of calls, run by the account itself. */
export const SIMPLE_7702_ACCOUNT_ABI = parseAbi(['struct Call { address target; uint256 value; bytes data; }', 'function executeBatch(Call[] calls)'])
