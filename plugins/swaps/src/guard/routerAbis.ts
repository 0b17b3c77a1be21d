import { parseAbi } from 'viem'

/**
 * The Uniswap V2 Router02 calls Portico understands: the exact-input swaps (and the fee-on-transfer
 * variants, same arguments), plus WETH(), which names the wrapped native token of its paths.
 */
export const uniswapV2RouterAbi = parseAbi([
  'function WETH() view returns (address)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/**
 * 1inch AggregationRouterV6's generic `swap` (selector 0x07ed2379): the one call of that router whose
 * tokens, amount, minimum and recipient are all arguments. Its `unoswap*`, `ethUnoswap*` and
 * `clipperSwap*` calls pack pools into integers and name no output token: Portico refuses them.
 */
export const oneInchV6RouterAbi = parseAbi([
  'struct SwapDescription { address srcToken; address dstToken; address srcReceiver; address dstReceiver; uint256 amount; uint256 minReturnAmount; uint256 flags; }',
  'function swap(address executor, SwapDescription desc, bytes data) payable returns (uint256 returnAmount, uint256 spentAmount)',
])
