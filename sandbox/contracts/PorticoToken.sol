// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// The sandbox's ERC-20: OpenZeppelin's audited ERC20, its whole supply minted to the deployer
/// (the sandbox wallet's account). Six decimals, like the dollar stablecoins dapps see most.
contract PorticoToken is ERC20 {
    constructor(uint256 supply) ERC20("Portico Dollar", "PUSD") {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
