// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/Simple7702Account.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/**
 * The embedded wallet's EIP-7702 implementation in the sandbox: Simple7702Account (batches, ERC-4337,
 * EIP-1271) plus smart sessions (ERC-7715 permissions). The account grants a session to a key; the
 * key then calls executeWithSession itself, and this code lets through only what was granted:
 * the listed (target, selector) pairs, ERC-20 transfers and native value within a recurring
 * allowance per period, before the expiry, until revoked.
 * Storage is namespaced (ERC-7201): an EOA that delegates here, then elsewhere, keeps no clash.
 */
contract PorticoSessionAccount is Simple7702Account {
    struct CallPermission {
        address target;
        bytes4 selector;
    }

    /// A recurring allowance: `amount` per `period` seconds from `start`; token 0 is the native token.
    struct RecurringAllowance {
        address token;
        uint256 amount;
        uint48 start;
        uint48 period;
    }

    struct SessionGrant {
        address signer;
        uint48 expiry;
        CallPermission[] calls;
        RecurringAllowance[] allowances;
        /// The dapp's self-declared name and its origin as the wallet saw it, for the sessions list.
        string projectName;
        string projectUrl;
        /// The ERC-7715 permissions as granted (JSON), for the sessions list.
        string permissions;
    }

    struct Allowance {
        uint256 amount;
        uint256 spent;
        uint48 start;
        uint48 period;
        uint48 periodIndex;
    }

    struct Session {
        address signer;
        uint48 expiry;
        bool revoked;
        mapping(address => mapping(bytes4 => bool)) calls;
        Allowance native;
        mapping(address => Allowance) tokens;
    }

    /// @custom:storage-location erc7201:portico.sessions
    struct SessionStorage {
        uint256 nonce;
        mapping(bytes32 => Session) sessions;
    }

    // keccak256(abi.encode(uint256(keccak256("portico.sessions")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant SESSION_STORAGE = 0xc02ea2dfb74fc79db0d5bb200622574b20ddbc4b6788773ad2deec50a4717c00;

    bytes32 private constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant REVOKE_TYPEHASH = keccak256("RevokeSession(bytes32 pci)");

    event SessionGranted(bytes32 indexed pci, address indexed signer, uint48 expiry, string projectName, string projectUrl, string permissions);
    event SessionRevoked(bytes32 indexed pci);

    error UnknownSession(bytes32 pci);
    error NotSessionSigner(bytes32 pci);
    error SessionIsRevoked(bytes32 pci);
    error SessionExpired(bytes32 pci, uint48 expiry);
    error CallNotPermitted(address target, bytes4 selector);
    error AllowanceNotGranted(address token);
    error AllowanceNotStarted(address token, uint48 start);
    error AllowanceExceeded(address token, uint256 available, uint256 requested);
    error InvalidGrant(string reason);
    error InvalidRevokeSignature();

    function _sessions() private pure returns (SessionStorage storage $) {
        assembly {
            $.slot := SESSION_STORAGE
        }
    }

    /// Grants a session (only the account itself: a self-sent transaction or a batch). Returns its id (pci).
    function grantSession(SessionGrant calldata grant) external returns (bytes32 pci) {
        _requireForExecute();
        if (grant.signer == address(0)) revert InvalidGrant("no signer");
        if (grant.expiry <= block.timestamp) revert InvalidGrant("expiry in the past");
        SessionStorage storage $ = _sessions();
        pci = keccak256(abi.encode(block.chainid, address(this), ++$.nonce));
        Session storage session = $.sessions[pci];
        session.signer = grant.signer;
        session.expiry = grant.expiry;
        for (uint256 i = 0; i < grant.calls.length; i++) {
            // A session never reaches the account's own functions (grantSession, execute ...).
            if (grant.calls[i].target == address(this)) revert InvalidGrant("the account itself");
            session.calls[grant.calls[i].target][grant.calls[i].selector] = true;
        }
        for (uint256 i = 0; i < grant.allowances.length; i++) {
            RecurringAllowance calldata allowance = grant.allowances[i];
            if (allowance.amount == 0 || allowance.period == 0) revert InvalidGrant("empty allowance");
            Allowance storage target = allowance.token == address(0) ? session.native : session.tokens[allowance.token];
            target.amount = allowance.amount;
            target.start = allowance.start;
            target.period = allowance.period;
        }
        emit SessionGranted(pci, grant.signer, grant.expiry, grant.projectName, grant.projectUrl, grant.permissions);
    }

    /**
     * Called by a session's key: runs one call from the account if the session allows it (a granted
     * selector on its target, an ERC-20 transfer or native value within its allowance for the period).
     */
    function executeWithSession(bytes32 pci, address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        Session storage session = _sessions().sessions[pci];
        if (session.signer == address(0)) revert UnknownSession(pci);
        if (msg.sender != session.signer) revert NotSessionSigner(pci);
        if (session.revoked) revert SessionIsRevoked(pci);
        if (block.timestamp >= session.expiry) revert SessionExpired(pci, session.expiry);
        bytes4 selector = data.length >= 4 ? bytes4(data[:4]) : bytes4(0);
        if (target == address(this)) revert CallNotPermitted(target, selector);
        bool permitted = data.length >= 4 && session.calls[target][selector];
        if (!permitted && selector == IERC20.transfer.selector && data.length >= 68 && session.tokens[target].amount > 0) {
            (, uint256 amount) = abi.decode(data[4:], (address, uint256));
            _spend(session.tokens[target], target, amount);
            permitted = true;
        }
        if (value > 0) {
            _spend(session.native, address(0), value);
            // Plain value (no call data) is what a native allowance grants.
            permitted = permitted || data.length == 0;
        }
        if (!permitted) revert CallNotPermitted(target, selector);
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    /// Revokes a session (only the account itself).
    function revokeSession(bytes32 pci) external {
        _requireForExecute();
        _revoke(pci);
    }

    /// Revokes a session with the account owner's EIP-712 signature of RevokeSession(pci): anyone may submit it.
    function revokeSessionWithSignature(bytes32 pci, bytes calldata signature) external {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(revokeDigest(pci), signature);
        if (error != ECDSA.RecoverError.NoError || signer != address(this)) revert InvalidRevokeSignature();
        _revoke(pci);
    }

    /// The EIP-712 digest the owner signs to revoke `pci` (domain: Portico Session Account, 1, chain, this account).
    function revokeDigest(bytes32 pci) public view returns (bytes32) {
        bytes32 domain = keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("Portico Session Account"), keccak256("1"), block.chainid, address(this)));
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(REVOKE_TYPEHASH, pci))));
    }

    /// A session's key, expiry and whether it was revoked (signer 0: no such session).
    function sessionOf(bytes32 pci) external view returns (address signer, uint48 expiry, bool revoked) {
        Session storage session = _sessions().sessions[pci];
        return (session.signer, session.expiry, session.revoked);
    }

    function _revoke(bytes32 pci) private {
        Session storage session = _sessions().sessions[pci];
        if (session.signer == address(0)) revert UnknownSession(pci);
        if (session.revoked) revert SessionIsRevoked(pci);
        session.revoked = true;
        emit SessionRevoked(pci);
    }

    function _spend(Allowance storage allowance, address token, uint256 amount) private {
        if (allowance.amount == 0) revert AllowanceNotGranted(token);
        if (block.timestamp < allowance.start) revert AllowanceNotStarted(token, allowance.start);
        uint48 index = uint48((block.timestamp - allowance.start) / allowance.period);
        if (index != allowance.periodIndex) {
            allowance.periodIndex = index;
            allowance.spent = 0;
        }
        uint256 available = allowance.amount - allowance.spent;
        if (amount > available) revert AllowanceExceeded(token, available, amount);
        allowance.spent += amount;
    }
}

/// A tiny contract for sessions to call in the sandbox: a count per caller, up by increment, back to 0 by reset.
contract SessionCounter {
    mapping(address => uint256) public counts;

    event Counted(address indexed account, uint256 count);

    function increment() external {
        emit Counted(msg.sender, ++counts[msg.sender]);
    }

    function reset() external {
        counts[msg.sender] = 0;
        emit Counted(msg.sender, 0);
    }
}
