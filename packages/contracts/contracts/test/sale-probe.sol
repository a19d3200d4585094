// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IEcoPublicSale {
    function publicSale(uint256 amount) external payable;

    function withdrawPurchase(uint8 stage, uint256 index) external;
}

/// @notice Test-only contract wallet: buys from EcoToken and withdraws its purchases, and reacts to
/// ETH coming back (an overpayment, a withdrawn purchase, or the fund wallet's withdrawal) by
/// accepting it, rejecting it, re-entering a purchase, or withdrawing the same purchase again.
contract SaleProbe {
    enum Mode {
        Accept,
        Reject,
        Reenter,
        ReenterWithdraw
    }

    IEcoPublicSale public immutable token;
    Mode public mode;
    bool public reentryAttempted;
    bytes public reentryError;
    uint256 public received;
    uint256 private _lastIndex;

    constructor(address token_) {
        token = IEcoPublicSale(token_);
    }

    function setMode(Mode newMode) external {
        mode = newMode;
    }

    function buy(uint256 amount) external payable {
        token.publicSale{value: msg.value}(amount);
    }

    /// @notice Withdraws the probe's public-stage purchase `index`.
    function withdraw(uint256 index) external {
        _lastIndex = index;
        token.withdrawPurchase(2, index);
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
        if (mode == Mode.ReenterWithdraw && !reentryAttempted) {
            reentryAttempted = true;
            try token.withdrawPurchase(2, _lastIndex) {} catch (bytes memory err) {
                reentryError = err;
            }
        }
    }
}
