// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @title Local USDC stand-in (local chain only)
/// @notice Six decimals and EIP-2612 permit, as Circle's USDC has: the local chain (31337) has no
/// USDC, so the deploy script puts this where the sale expects it and gives each local test wallet
/// some. It has no value and anyone may mint it; the site names it a local stand-in.
contract LocalUsdc is ERC20, ERC20Permit {
    constructor() ERC20("USD Coin (local stand-in)", "USDC") ERC20Permit("USD Coin (local stand-in)") {}

    /// @notice USDC's six decimals.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mints `amount` (six decimals) to `to`; anyone may, as a faucet would on a test chain.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
