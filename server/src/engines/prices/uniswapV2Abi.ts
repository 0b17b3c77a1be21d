import { parseAbi } from 'viem'

/** The two Uniswap V2 reads a price needs: the pair of two tokens, and its reserves. */
export const uniswapV2FactoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)'])
export const uniswapV2PairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)', 'function token0() view returns (address)'])
