// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// The sandbox's NFT collections (Portico Pass, and an airdrop spammer's): OpenZeppelin's audited
/// ERC721 whose deployer, the issuer, mints any id to anyone, as a drop or a spam airdrop does.
contract PorticoCollectible is ERC721 {
    address private immutable _issuer;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {
        _issuer = msg.sender;
    }

    function mint(address to, uint256 tokenId) external {
        require(msg.sender == _issuer, "only the issuer mints");
        _mint(to, tokenId);
    }
}
