// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IEcoPublicSale {
    function publicSale(uint256 amount) external payable;
}

/// @notice Test-only contract wallet: buys from EcoToken and reacts to the refund (or to a
/// withdrawal when used as the fund wallet) by accepting it, rejecting it, or re-entering.
contract SaleProbe {
    enum Mode {
        Accept,
        Reject,
        Reenter
    }

    IEcoPublicSale public immutable token;
    Mode public mode;
    bool public reentryAttempted;
    bytes public reentryError;
    uint256 public received;

    constructor(address token_) {
        token = IEcoPublicSale(token_);
    }

    function setMode(Mode newMode) external {
        mode = newMode;
    }

    function buy(uint256 amount) external payable {
        token.publicSale{value: msg.value}(amount);
    }

    receive() external payable {
        if (mode == Mode.Reject) revert("SaleProbe: rejecting ETH");
        // A storage write costs far more than the 2300 gas `transfer` forwards, so receiving
        // here proves the token pays out with `call`.
        received += msg.value;
        if (mode == Mode.Reenter && !reentryAttempted) {
            reentryAttempted = true;
            // The revert data is kept so the test can check it is the reentrancy guard's error.
            try token.publicSale(1) {} catch (bytes memory err) {
                reentryError = err;
            }
        }
    }
}
