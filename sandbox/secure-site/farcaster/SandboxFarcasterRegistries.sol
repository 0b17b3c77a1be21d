// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// Stand-ins for Farcaster's IdRegistry and KeyRegistry (Optimism), put by anvil_setCode at their
// real addresses on the sandbox's first anvil so @farcaster/auth-client's verifySignInMessage
// (viemConnector) reads them. Only what auth-client calls, with its ABI; users are written into
// idOf's storage (slot 0) with anvil_setStorageAt.

contract SandboxIdRegistry {
    /// The fid whose custody address is `owner`; 0 for an address with none.
    mapping(address owner => uint256 fid) public idOf;
}

contract SandboxKeyRegistry {
    enum KeyState { NULL, ADDED, REMOVED }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    /// No auth addresses in the sandbox: every key is NULL, so sign-in goes by custody (idOf).
    function keyDataOf(uint256, bytes calldata) external pure returns (KeyData memory) {
        return KeyData(KeyState.NULL, 0);
    }
}
