// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title Donations to Green Planet ECO's campaigns, forwarded at once
/// @notice A donor calls `donate(campaignId, memo)` with ether; the contract sends all of it to
/// the campaign's wallet in the same transaction and records the gift in a `Donated` event, so
/// every donation made through the site can be counted from the chain. The contract never keeps
/// ether: it refuses plain transfers and reverts when the campaign's wallet refuses the ether.
/// @dev The owner is the OwnerTimelock, so registering a campaign or changing where its ether
/// goes is announced on the chain (CallScheduled) and waits out the timelock's delay.
contract EcoDonations is Ownable2Step {
    /// @notice The longest memo a donation may carry, in bytes (UTF-8).
    uint256 public constant MAX_MEMO_BYTES = 140;

    /// @notice Where a campaign's donations go and whether it takes donations now.
    struct Campaign {
        address wallet;
        bool active;
    }

    mapping(uint256 campaignId => Campaign) private _campaigns;

    /// @notice A campaign was registered: donations to `campaignId` go to `wallet` from now on.
    event CampaignRegistered(uint256 indexed campaignId, address indexed wallet);
    /// @notice The wallet a campaign's donations go to changed from `oldWallet` to `newWallet`.
    event CampaignWalletUpdated(uint256 indexed campaignId, address oldWallet, address newWallet);
    /// @notice A campaign stopped (`newActive` false) or resumed taking donations.
    event CampaignActiveUpdated(uint256 indexed campaignId, bool oldActive, bool newActive);
    /// @notice `donor` gave `amount` wei to `campaignId`; the ether reached the campaign's wallet
    /// in the same transaction. `memo` is the donor's own words (at most MAX_MEMO_BYTES bytes).
    event Donated(uint256 indexed campaignId, address indexed donor, uint256 amount, string memo);

    /// @notice Campaign ids start at 1; 0 is refused so an unknown id can never look registered.
    error InvalidCampaignId(uint256 campaignId);
    /// @notice `campaignId` is not registered.
    error UnknownCampaign(uint256 campaignId);
    /// @notice `campaignId` is registered already.
    error CampaignAlreadyRegistered(uint256 campaignId);
    /// @notice `campaignId` does not take donations now.
    error CampaignNotActive(uint256 campaignId);
    /// @notice A campaign wallet may be neither the zero address nor this contract.
    error InvalidCampaignWallet(address wallet);
    /// @notice A donation must carry some ether.
    error ZeroDonation();
    /// @notice The memo is `length` bytes long; at most `max` are allowed.
    error MemoTooLong(uint256 length, uint256 max);
    /// @notice The campaign's wallet did not accept the ether; nothing was taken.
    error ForwardFailed(uint256 campaignId, address wallet);
    /// @notice Ether sent without `donate` would belong to no campaign, so it is refused.
    error DirectTransferRefused();
    /// @notice The two lists given to the constructor differ in length.
    error CampaignListMismatch(uint256 ids, uint256 wallets);

    /// @param initialOwner The owner (the OwnerTimelock on every deployment).
    /// @param campaignIds Campaigns registered at deployment, so a new deployment takes donations
    /// without waiting out the timelock's delay.
    /// @param wallets The wallet of each of `campaignIds`, in the same order.
    constructor(
        address initialOwner,
        uint256[] memory campaignIds,
        address[] memory wallets
    ) Ownable(initialOwner) {
        if (campaignIds.length != wallets.length) {
            revert CampaignListMismatch(campaignIds.length, wallets.length);
        }
        for (uint256 i = 0; i < campaignIds.length; i++) {
            _register(campaignIds[i], wallets[i]);
        }
    }

    /// @notice Refuses ether sent without naming a campaign.
    receive() external payable {
        revert DirectTransferRefused();
    }

    /// @notice Gives the ether sent to `campaignId`, forwarding it to the campaign's wallet.
    /// @param campaignId A registered, active campaign.
    /// @param memo The donor's message, stored only in the event; at most MAX_MEMO_BYTES bytes.
    function donate(uint256 campaignId, string calldata memo) external payable {
        if (msg.value == 0) revert ZeroDonation();
        if (bytes(memo).length > MAX_MEMO_BYTES) {
            revert MemoTooLong(bytes(memo).length, MAX_MEMO_BYTES);
        }
        Campaign memory target = _campaigns[campaignId];
        if (target.wallet == address(0)) revert UnknownCampaign(campaignId);
        if (!target.active) revert CampaignNotActive(campaignId);
        // Recorded before the transfer (checks-effects-interactions); a failed transfer reverts both.
        emit Donated(campaignId, msg.sender, msg.value, memo);
        (bool sent, ) = target.wallet.call{value: msg.value}("");
        if (!sent) revert ForwardFailed(campaignId, target.wallet);
    }

    /// @notice Where `campaignId`'s donations go and whether it takes donations now; a zero
    /// wallet means the campaign is not registered.
    function campaign(uint256 campaignId) external view returns (address wallet, bool active) {
        Campaign memory c = _campaigns[campaignId];
        return (c.wallet, c.active);
    }

    /// @notice Registers `campaignId`, taking donations to `wallet` at once.
    function registerCampaign(uint256 campaignId, address wallet) external onlyOwner {
        _register(campaignId, wallet);
    }

    /// @notice Sends `campaignId`'s future donations to `newWallet`.
    function setCampaignWallet(uint256 campaignId, address newWallet) external onlyOwner {
        Campaign storage c = _campaigns[campaignId];
        address oldWallet = c.wallet;
        if (oldWallet == address(0)) revert UnknownCampaign(campaignId);
        if (newWallet == address(0) || newWallet == address(this)) {
            revert InvalidCampaignWallet(newWallet);
        }
        c.wallet = newWallet;
        emit CampaignWalletUpdated(campaignId, oldWallet, newWallet);
    }

    /// @notice Stops (`active` false) or resumes donations to `campaignId`.
    function setCampaignActive(uint256 campaignId, bool active) external onlyOwner {
        Campaign storage c = _campaigns[campaignId];
        if (c.wallet == address(0)) revert UnknownCampaign(campaignId);
        bool oldActive = c.active;
        c.active = active;
        emit CampaignActiveUpdated(campaignId, oldActive, active);
    }

    function _register(uint256 campaignId, address wallet) private {
        if (campaignId == 0) revert InvalidCampaignId(campaignId);
        if (_campaigns[campaignId].wallet != address(0)) revert CampaignAlreadyRegistered(campaignId);
        if (wallet == address(0) || wallet == address(this)) revert InvalidCampaignWallet(wallet);
        _campaigns[campaignId] = Campaign({wallet: wallet, active: true});
        emit CampaignRegistered(campaignId, wallet);
    }
}
