// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Mock pair (tests only)
/// @notice Answers `token0()` and `token1()` as a Uniswap V2 pair does, and nothing else: the least
/// a contract needs for ECO's `setMarketPair` to accept it. Tests give its runtime code to a funded
/// test account (anvil_setCode) so that account can stand in for a pool holding ECO.
contract MockPair {
    /// @notice The pair's first token.
    address public immutable token0;
    /// @notice The pair's second token.
    address public immutable token1;

    constructor(address tokenA, address tokenB) {
        token0 = tokenA;
        token1 = tokenB;
    }
}
