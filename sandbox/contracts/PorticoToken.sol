// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";

/// The sandbox's ERC-20s (Portico Dollar, Portico Euro): OpenZeppelin's audited ERC20, its whole
/// supply minted to the deployer (the sandbox wallet's account), with the decimals it is given;
/// a holder may burn its own (ERC20Burnable), as many real tokens allow.
contract PorticoToken is ERC20, ERC20Burnable {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) ERC20(name_, symbol_) {
        _decimals = decimals_;
        _mint(msg.sender, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
