import { parseAbi } from 'viem'

/**
 * The sandbox's smart-session account (sandbox/contracts/PorticoSessionAccount.sol, the embedded
 * wallet's EIP-7702 implementation): what the secure frame, the sessions mocks and the tests call
 * on it and read from it. The chain is the judge: grants, spends and revocations happen there.
 */
export const SESSION_ACCOUNT_ABI = parseAbi([
  'struct CallPermission { address target; bytes4 selector; }',
  'struct RecurringAllowance { address token; uint256 amount; uint48 start; uint48 period; }',
  'struct SessionGrant { address signer; uint48 expiry; CallPermission[] calls; RecurringAllowance[] allowances; string projectName; string projectUrl; string permissions; }',
  'function grantSession(SessionGrant grant) returns (bytes32 pci)',
  'function executeWithSession(bytes32 pci, address target, uint256 value, bytes data) returns (bytes)',
  'function revokeSession(bytes32 pci)',
  'function revokeSessionWithSignature(bytes32 pci, bytes signature)',
  'function revokeDigest(bytes32 pci) view returns (bytes32)',
  'function sessionOf(bytes32 pci) view returns (address signer, uint48 expiry, bool revoked)',
  'event SessionGranted(bytes32 indexed pci, address indexed signer, uint48 expiry, string projectName, string projectUrl, string permissions)',
  'event SessionRevoked(bytes32 indexed pci)',
  'error UnknownSession(bytes32 pci)',
  'error NotSessionSigner(bytes32 pci)',
  'error SessionIsRevoked(bytes32 pci)',
  'error SessionExpired(bytes32 pci, uint48 expiry)',
  'error CallNotPermitted(address target, bytes4 selector)',
  'error AllowanceNotGranted(address token)',
  'error AllowanceNotStarted(address token, uint48 start)',
  'error AllowanceExceeded(address token, uint256 available, uint256 requested)',
  'error InvalidGrant(string reason)',
  'error InvalidRevokeSignature()',
])

/** The counter the sandbox's sessions call (same source): increment is what the sandbox grants, reset is not. */
export const SESSION_COUNTER_ABI = parseAbi(['function increment()', 'function reset()', 'function counts(address) view returns (uint256)'])

/**
 * The EIP-712 message the account's owner signs to revoke a session (revokeSessionWithSignature
 * checks it against the account's own address on its chain).
 * @example await account.signTypedData(revokeSessionTypedData({ chainId: 31337, account: address, pci }))
 */
export const revokeSessionTypedData = ({ chainId, account, pci }: { chainId: number; account: `0x${string}`; pci: `0x${string}` }) =>
  ({
    domain: { name: 'Portico Session Account', version: '1', chainId, verifyingContract: account },
    types: { RevokeSession: [{ name: 'pci', type: 'bytes32' }] },
    primaryType: 'RevokeSession',
    message: { pci },
  }) as const
