// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {FoundersVestingWallet} from "./founders-vesting-wallet.sol";

/// @title Green Planet ECO
/// @notice ERC-20 with a three-stage token sale (partners, private, public), referral rewards,
/// fees on market-pair trades and anti-whale limits.
/// @dev All token amounts are in base units (18 decimals) everywhere; prices are wei per whole
/// ECO (1e18 base units). Allocations that are sold are minted on purchase, the rest at deployment.
contract EcoToken is ERC20, Ownable2Step, ReentrancyGuardTransient {
    /// @notice Sale stages. The numeric values are part of the ABI (uint8).
    enum Stage {
        Partners,
        Private,
        Public
    }

    /// @notice Constructor arguments, grouped in a struct so every chain gets its own values.
    struct Config {
        address owner;
        address fundWallet;
        address communityWallet;
        address ecosystemWallet;
        address listingWallet;
        address marketingWallet;
        address[3] foundersWallets;
        uint256 tokenPriceForPartners;
        uint256 tokenPriceForPrivate;
        uint256 tokenPriceForPublic;
        uint256 buyFee;
        uint256 sellFee;
        uint256 maxTransferRate;
        uint256 maxTransferRateBuy;
        uint256 referralRewardBps;
        bytes32 merkleRootOfPartners;
        /// @notice Founders' vesting: nothing vests for `foundersVestingCliff` seconds after
        /// deployment, then linearly until `foundersVestingDuration` seconds after it.
        uint64 foundersVestingCliff;
        uint64 foundersVestingDuration;
        /// @notice The most one address may buy in each stage, in base units (owner-adjustable).
        uint256 walletCap;
        /// @notice May close a sale stage at once, and do nothing else (zero address: nobody).
        address saleGuardian;
        /// @notice Stages open from deployment on (partners, private, public), e.g. on a test chain.
        bool[3] openStages;
    }

    // ---------------------------------------------------------------- constants

    /// @notice Hard cap of the supply: 500,000,000 ECO.
    uint256 public constant maxSupply = 500_000_000 ether;

    // Shares are per mille of maxSupply and add up to exactly 1000, which is what keeps the
    // supply at or below the cap without a separate check on every mint.
    uint256 public constant privateSaleShare = 340;
    uint256 public constant publicSaleShare = 230;
    uint256 public constant ecosystemShare = 120;
    uint256 public constant communityShare = 100;
    uint256 public constant foundersShare = 100;
    uint256 public constant listingShare = 70;
    uint256 public constant partnersShare = 20;
    uint256 public constant marketingShare = 20;

    /// @notice Fee caps, per mille of the traded amount.
    uint256 public constant maxBuyFee = 20;
    uint256 public constant maxSellFee = 30;
    /// @notice Referral reward cap, in basis points of the tokens bought.
    uint256 public constant maxReferralRewardBps = 2000;

    uint256 private constant _PER_MILLE = 1000;
    uint256 private constant _BPS = 10_000;
    uint256 private constant _FOUNDER_1 = 16_666_667 ether;
    uint256 private constant _FOUNDER_2 = 16_666_667 ether;

    // ---------------------------------------------------------------- storage

    address public immutable communityWallet;
    address public immutable ecosystemWallet;
    address public immutable listingWallet;
    address public immutable marketingWallet;
    address private immutable _founder0;
    address private immutable _founder1;
    address private immutable _founder2;
    address private immutable _foundersVesting0;
    address private immutable _foundersVesting1;
    address private immutable _foundersVesting2;
    address public fundWallet;
    /// @notice The one account besides the owner that may close a sale stage, at once: closing is
    /// protective, so it need not wait for the owner's timelock. It can do nothing else.
    address public saleGuardian;

    uint256 public buyFee;
    uint256 public sellFee;
    bool public tradingEnabled;
    bool public maxTransactionLimitEnabled;
    uint256 public maxTransferRate;
    uint256 public maxTransferRateBuy;
    uint256 public referralRewardBps;
    bytes32 public merkleRootOfPartners;

    /// @notice Sum of the costs of all purchases, in wei.
    uint256 public totalRaised;
    /// @notice Sum of all ETH sent to the fund wallet by withdraw, in wei.
    uint256 public totalWithdrawn;

    mapping(address account => bool) public isExcludedFromFees;
    mapping(address account => bool) public isExcludedFromLimits;
    mapping(address pair => bool) public isMarketPair;

    uint256[3] private _sold;
    uint256[3] private _walletCap;
    mapping(address account => uint256[3]) private _bought;
    uint256[3] private _price;
    /// @dev One slot per stage: read once by every purchase.
    struct SaleWindow {
        /// Opened by hand (setSaleOpen).
        bool open;
        /// Opens by itself at this time (seconds since the epoch); 0 = only by hand.
        uint64 opensAt;
        /// Closes by itself at this time; 0 = only by hand.
        uint64 closesAt;
    }

    SaleWindow[3] private _window;

    // ---------------------------------------------------------------- events

    /// @notice A purchase in `stage`: `amount` bought for `cost` wei; `reward` minted to `referrer` (zero address and 0 without a referral).
    event TokensPurchased(
        address indexed buyer,
        Stage indexed stage,
        uint256 amount,
        uint256 cost,
        address indexed referrer,
        uint256 reward
    );
    /// @notice The owner minted `amount` out of `stage`'s unsold allocation to `to`.
    event OwnerMinted(Stage indexed stage, address indexed to, uint256 amount, uint256 oldSold, uint256 newSold);
    /// @notice The buy and sell fees on market-pair trades changed (per mille).
    event FeesUpdated(uint256 oldBuyFee, uint256 oldSellFee, uint256 newBuyFee, uint256 newSellFee);
    /// @notice Pair trading was enabled (it can never be disabled).
    event TradingEnabledUpdated(bool oldValue, bool newValue);
    /// @notice The per-trade limits were switched on or off.
    event MaxTransactionLimitEnabledUpdated(bool oldValue, bool newValue);
    /// @notice The per-trade limits changed (per mille of maxSupply; sells, buys).
    event MaxTransferRatesUpdated(uint256 oldRate, uint256 oldRateBuy, uint256 newRate, uint256 newRateBuy);
    /// @notice `account` was excluded from, or included in, the fees (and the pre-trading lock).
    event ExcludedFromFeesUpdated(address indexed account, bool oldValue, bool newValue);
    /// @notice `account` was excluded from, or included in, the per-trade limits.
    event ExcludedFromLimitsUpdated(address indexed account, bool oldValue, bool newValue);
    /// @notice `pair` was registered as, or removed from, the market pairs.
    event MarketPairUpdated(address indexed pair, bool oldValue, bool newValue);
    /// @notice The partners list's merkle root changed.
    event MerkleRootOfPartnersUpdated(bytes32 oldRoot, bytes32 newRoot);
    /// @notice A stage's price changed (wei per whole ECO).
    event TokenPriceUpdated(Stage indexed stage, uint256 oldPrice, uint256 newPrice);
    /// @notice A stage was opened or closed by hand.
    event SaleOpenUpdated(Stage indexed stage, bool oldValue, bool newValue);
    /// @notice A stage's automatic opening or closing time changed (0 = by hand only).
    event SaleScheduleUpdated(
        Stage indexed stage,
        uint64 oldOpensAt,
        uint64 oldClosesAt,
        uint64 newOpensAt,
        uint64 newClosesAt
    );
    /// @notice The referral reward changed (basis points of the tokens bought).
    event ReferralRewardBpsUpdated(uint256 oldBps, uint256 newBps);
    /// @notice The wallet receiving fees and withdrawn ETH changed.
    event FundWalletUpdated(address oldWallet, address newWallet);
    /// @notice `amount` wei of sale proceeds went to the fund wallet `to`.
    event Withdrawn(address indexed to, uint256 amount, uint256 oldTotalWithdrawn, uint256 newTotalWithdrawn);
    /// @notice The sale guardian, who may close stages at once, changed.
    event SaleGuardianUpdated(address oldGuardian, address newGuardian);
    /// @notice The most one address may buy in `stage` changed.
    event WalletCapUpdated(Stage indexed stage, uint256 oldCap, uint256 newCap);
    /// @notice A founder's allocation was minted to a vesting wallet this contract created.
    /// @param beneficiary The founder, to whom the vesting wallet releases the tokens.
    /// @param vestingWallet The FoundersVestingWallet holding the allocation.
    /// @param amount Tokens minted to it, in base units.
    /// @param start Vesting start (the deployment time), in seconds since the epoch.
    /// @param cliff Time before which nothing vests, in seconds since the epoch.
    /// @param end Time at which everything has vested, in seconds since the epoch.
    event FoundersVestingCreated(
        address indexed beneficiary,
        address indexed vestingWallet,
        uint256 amount,
        uint64 start,
        uint64 cliff,
        uint64 end
    );

    // ---------------------------------------------------------------- errors

    /// @notice `stage` is not open for purchases now.
    error SaleClosed(Stage stage);
    /// @notice The caller and the allocation are not a leaf of the partners list's merkle root.
    error NotAPartner();
    /// @notice Only the owner or the sale guardian may close a stage.
    error NotOwnerOrSaleGuardian(address account);
    /// @notice A sale schedule's closing time must come after its opening time.
    error InvalidSaleSchedule(uint64 opensAt, uint64 closesAt);
    /// @notice An amount of 0 was given where something must be bought or minted.
    error ZeroAmount();
    /// @notice The zero address was given where a real address is needed.
    error ZeroAddress();
    /// @notice More was asked of a stage than is left of its allocation.
    error ExceedsRemainingAllocation(uint256 requested, uint256 remaining);
    /// @notice Less ETH was sent than the purchase costs.
    error InsufficientPayment(uint256 cost, uint256 paid);
    /// @notice The overpayment could not be sent back to the buyer.
    error RefundFailed();
    /// @notice A transfer between wallets not excluded from fees before trading was enabled.
    error TradingNotEnabled();
    /// @notice Trading is already enabled.
    error TradingAlreadyEnabled();
    /// @notice A market-pair trade above the per-trade limit.
    error ExceedsMaxTransaction(uint256 amount, uint256 max);
    /// @notice A fee above its hard cap (maxBuyFee, maxSellFee).
    error FeeAboveCap(uint256 fee, uint256 cap);
    /// @notice A per-trade limit of 0 or above 1000 per mille.
    error InvalidRate(uint256 rate);
    /// @notice A referral reward above maxReferralRewardBps.
    error ReferralRewardAboveCap(uint256 bps, uint256 cap);
    /// @notice A price of 0.
    error InvalidPrice();
    /// @notice The contract holds no ETH.
    error NothingToWithdraw();
    /// @notice The fund wallet did not accept the ETH.
    error WithdrawFailed();
    /// @notice Ownership can never go to the zero address.
    error RenounceOwnershipDisabled();
    /// @notice `account` is not a Uniswap V2 style pair holding this token (no code, or neither
    /// `token0()` nor `token1()` is this contract), so it cannot be registered as a market pair.
    error NotAPairOfThisToken(address account);
    /// @notice This purchase would take the buyer past the stage's cap per wallet; `remaining` is
    /// what the buyer may still buy there.
    error ExceedsWalletCap(Stage stage, uint256 requested, uint256 remaining);
    /// @notice A cap per wallet must be more than zero (closing a stage is what stops buying).
    error InvalidWalletCap();
    /// @notice The founders' vesting schedule is empty or its cliff is longer than the schedule.
    error InvalidVestingSchedule(uint64 cliffSeconds, uint64 durationSeconds);

    constructor(Config memory config) ERC20("Green Planet ECO", "ECO") Ownable(config.owner) {
        if (
            config.fundWallet == address(0) ||
            config.communityWallet == address(0) ||
            config.ecosystemWallet == address(0) ||
            config.listingWallet == address(0) ||
            config.marketingWallet == address(0) ||
            config.foundersWallets[0] == address(0) ||
            config.foundersWallets[1] == address(0) ||
            config.foundersWallets[2] == address(0)
        ) revert ZeroAddress();
        if (config.foundersVestingDuration == 0 || config.foundersVestingCliff > config.foundersVestingDuration) {
            revert InvalidVestingSchedule(config.foundersVestingCliff, config.foundersVestingDuration);
        }

        communityWallet = config.communityWallet;
        ecosystemWallet = config.ecosystemWallet;
        listingWallet = config.listingWallet;
        marketingWallet = config.marketingWallet;
        _founder0 = config.foundersWallets[0];
        _founder1 = config.foundersWallets[1];
        _founder2 = config.foundersWallets[2];

        // Internal setters are used so the initial configuration shows up in the event log too.
        _setFundWallet(config.fundWallet);
        _setFees(config.buyFee, config.sellFee);
        _setMaxTransferRates(config.maxTransferRate, config.maxTransferRateBuy);
        _setMaxTransactionLimitEnabled(true);
        _setReferralRewardBps(config.referralRewardBps);
        _setTokenPrice(Stage.Partners, config.tokenPriceForPartners);
        _setTokenPrice(Stage.Private, config.tokenPriceForPrivate);
        _setTokenPrice(Stage.Public, config.tokenPriceForPublic);
        _setMerkleRootOfPartners(config.merkleRootOfPartners);
        _setWalletCap(Stage.Partners, config.walletCap);
        _setWalletCap(Stage.Private, config.walletCap);
        _setWalletCap(Stage.Public, config.walletCap);
        _setSaleGuardian(config.saleGuardian);
        for (uint256 i = 0; i < 3; ++i) {
            if (config.openStages[i]) _setSaleOpen(Stage(i), true);
        }

        // The listing wallet provides the initial liquidity, which must be possible before trading
        // is enabled and without fees or limits.
        address[4] memory excluded = [config.owner, address(this), config.fundWallet, config.listingWallet];
        for (uint256 i = 0; i < excluded.length; ++i) {
            _setExcludedFromFees(excluded[i], true);
            _setExcludedFromLimits(excluded[i], true);
        }

        _mint(config.communityWallet, _share(communityShare));
        _mint(config.ecosystemWallet, _share(ecosystemShare));
        _mint(config.listingWallet, _share(listingShare));
        _mint(config.marketingWallet, _share(marketingShare));
        // The founders' allocation is never minted to the founders: each part goes to a vesting
        // wallet created right here, so buyers can check the lock on the chain.
        uint256[3] memory founderAmounts = [_FOUNDER_1, _FOUNDER_2, _share(foundersShare) - _FOUNDER_1 - _FOUNDER_2];
        address[3] memory vesting;
        for (uint256 i = 0; i < 3; ++i) {
            vesting[i] = _createFoundersVesting(
                config.foundersWallets[i],
                founderAmounts[i],
                config.foundersVestingCliff,
                config.foundersVestingDuration
            );
        }
        _foundersVesting0 = vesting[0];
        _foundersVesting1 = vesting[1];
        _foundersVesting2 = vesting[2];
    }

    function _createFoundersVesting(
        address beneficiary,
        uint256 amount,
        uint64 cliffSeconds,
        uint64 durationSeconds
    ) private returns (address wallet) {
        uint64 start = uint64(block.timestamp);
        wallet = address(new FoundersVestingWallet(beneficiary, start, durationSeconds, cliffSeconds));
        _mint(wallet, amount);
        emit FoundersVestingCreated(beneficiary, wallet, amount, start, start + cliffSeconds, start + durationSeconds);
    }

    // ---------------------------------------------------------------- sales

    /// @notice Buys `amount` base units in the private sale; overpayment is refunded.
    function privateSale(uint256 amount) external payable nonReentrant {
        _purchase(Stage.Private, amount, address(0), type(uint256).max);
    }

    /// @notice Buys in the private sale and rewards `referrer` from the same allocation.
    function privateSale(uint256 amount, address referrer) external payable nonReentrant {
        _purchase(Stage.Private, amount, referrer, type(uint256).max);
    }

    /// @notice Buys `amount` base units in the public sale; overpayment is refunded.
    function publicSale(uint256 amount) external payable nonReentrant {
        _purchase(Stage.Public, amount, address(0), type(uint256).max);
    }

    /// @notice Buys in the public sale and rewards `referrer` from the same allocation.
    function publicSale(uint256 amount, address referrer) external payable nonReentrant {
        _purchase(Stage.Public, amount, referrer, type(uint256).max);
    }

    /// @notice Buys in the partners sale. `(msg.sender, allocation)` must be a leaf of
    /// merkleRootOfPartners; the partner may buy up to `allocation` in all (and never more than
    /// the stage's cap per wallet).
    function mintForPartners(
        bytes32[] calldata merkleProof,
        uint256 allocation,
        uint256 amount
    ) external payable nonReentrant {
        _requirePartner(allocation, merkleProof);
        _purchase(Stage.Partners, amount, address(0), allocation);
    }

    /// @notice Partners sale with a referrer rewarded from the partners allocation.
    function mintForPartners(
        bytes32[] calldata merkleProof,
        uint256 allocation,
        uint256 amount,
        address referrer
    ) external payable nonReentrant {
        _requirePartner(allocation, merkleProof);
        _purchase(Stage.Partners, amount, referrer, allocation);
    }

    /// @notice Owner mint out of a sale stage's unsold allocation (e.g. an off-chain settlement).
    /// @dev Counts as sold in that stage, so the cap and the stage allocation still hold.
    function mint(Stage stage, address to, uint256 amount) external onlyOwner {
        if (amount == 0) revert ZeroAmount();
        if (to == address(0)) revert ZeroAddress();
        uint256 oldSold = _sold[uint8(stage)];
        _consumeAllocation(stage, amount);
        _mint(to, amount);
        emit OwnerMinted(stage, to, amount, oldSold, _sold[uint8(stage)]);
    }

    /// @notice Cost in wei and referral reward in base units of buying `amount` in `stage`.
    /// @dev The cost rounds up to the wei; the reward rounds down and is 0 when `referrer` is the
    /// zero address, `buyer` or this contract.
    function quote(
        Stage stage,
        uint256 amount,
        address buyer,
        address referrer
    ) public view returns (uint256 cost, uint256 reward) {
        cost = Math.mulDiv(amount, _price[uint8(stage)], 1 ether, Math.Rounding.Ceil);
        // No reward for no referrer, for the buyer naming themselves, or for this contract, whose
        // tokens nobody could ever move.
        if (referrer != address(0) && referrer != buyer && referrer != address(this)) {
            reward = (amount * referralRewardBps) / _BPS;
        }
    }

    /// @notice Whether `(account, allocation)` with `merkleProof` is a leaf of the partners list,
    /// in OpenZeppelin StandardMerkleTree format: keccak256(keccak256(abi.encode(account, allocation))).
    function isPartner(
        address account,
        uint256 allocation,
        bytes32[] calldata merkleProof
    ) public view returns (bool) {
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(account, allocation))));
        return merkleRootOfPartners != bytes32(0) && MerkleProof.verifyCalldata(merkleProof, merkleRootOfPartners, leaf);
    }

    function _requirePartner(uint256 allocation, bytes32[] calldata merkleProof) private view {
        if (!isPartner(msg.sender, allocation, merkleProof)) revert NotAPartner();
    }

    /// @param ownLimit The buyer's own limit in the stage (a partner's allocation), or max.
    function _purchase(Stage stage, uint256 amount, address referrer, uint256 ownLimit) private {
        if (!isSaleOpen(stage)) revert SaleClosed(stage);
        if (amount == 0) revert ZeroAmount();
        (uint256 cost, uint256 reward) = quote(stage, amount, msg.sender, referrer);
        if (reward == 0) referrer = address(0);
        // What the buyer bought counts against their cap; a referral reward is not bought and
        // counts only against the stage's allocation.
        uint256 already = _bought[msg.sender][uint8(stage)];
        uint256 cap = Math.min(_walletCap[uint8(stage)], ownLimit);
        uint256 left = already >= cap ? 0 : cap - already;
        if (amount > left) revert ExceedsWalletCap(stage, amount, left);
        _bought[msg.sender][uint8(stage)] = already + amount;
        _consumeAllocation(stage, amount + reward);
        if (msg.value < cost) revert InsufficientPayment(cost, msg.value);

        totalRaised += cost;
        _mint(msg.sender, amount);
        if (reward != 0) _mint(referrer, reward);
        emit TokensPurchased(msg.sender, stage, amount, cost, referrer, reward);

        uint256 refund = msg.value - cost;
        if (refund != 0) {
            (bool ok, ) = payable(msg.sender).call{value: refund}("");
            if (!ok) revert RefundFailed();
        }
    }

    function _consumeAllocation(Stage stage, uint256 amount) private {
        uint256 remaining = mintableFor(stage);
        if (amount > remaining) revert ExceedsRemainingAllocation(amount, remaining);
        _sold[uint8(stage)] += amount;
    }

    // ---------------------------------------------------------------- sale views

    /// @notice Allocation of a sale stage in base units.
    function allocationOf(Stage stage) public pure returns (uint256) {
        if (stage == Stage.Partners) return _share(partnersShare);
        if (stage == Stage.Private) return _share(privateSaleShare);
        return _share(publicSaleShare);
    }

    /// @notice Base units minted out of a stage so far (purchases, referral rewards, owner mints).
    function soldIn(Stage stage) public view returns (uint256) {
        return _sold[uint8(stage)];
    }

    /// @notice The most one address may buy in `stage`, in base units.
    function walletCapOf(Stage stage) external view returns (uint256) {
        return _walletCap[uint8(stage)];
    }

    /// @notice What `account` has bought in `stage` so far, in base units (rewards not included).
    function boughtBy(Stage stage, address account) external view returns (uint256) {
        return _bought[account][uint8(stage)];
    }

    /// @notice Base units still mintable out of a stage.
    function mintableFor(Stage stage) public view returns (uint256) {
        return allocationOf(stage) - _sold[uint8(stage)];
    }

    /// @notice Whether `stage` sells now: opened by hand or past its opening time, and not past
    /// its closing time.
    function isSaleOpen(Stage stage) public view returns (bool) {
        SaleWindow memory window = _window[uint8(stage)];
        if (window.closesAt != 0 && block.timestamp >= window.closesAt) return false;
        return window.open || (window.opensAt != 0 && block.timestamp >= window.opensAt);
    }

    /// @notice When `stage` opens and closes by itself, in seconds since the epoch (0 = by hand).
    function saleScheduleOf(Stage stage) external view returns (uint64 opensAt, uint64 closesAt) {
        SaleWindow memory window = _window[uint8(stage)];
        return (window.opensAt, window.closesAt);
    }

    /// @notice Price of `stage` in wei per whole ECO.
    function tokenPrice(Stage stage) external view returns (uint256) {
        return _price[uint8(stage)];
    }

    /// @notice Price of the partners stage in wei per whole ECO.
    function tokenPriceForPartners() external view returns (uint256) {
        return _price[uint8(Stage.Partners)];
    }

    /// @notice Price of the private stage in wei per whole ECO.
    function tokenPriceForPrivate() external view returns (uint256) {
        return _price[uint8(Stage.Private)];
    }

    /// @notice Price of the public stage in wei per whole ECO.
    function tokenPriceForPublic() external view returns (uint256) {
        return _price[uint8(Stage.Public)];
    }

    /// @notice Always 0: the founders' allocation is minted to their vesting wallets at deployment.
    function mintableForFounders() external pure returns (uint256) {
        return 0;
    }

    /// @notice Base units still mintable out of the partners stage.
    function mintableForPartners() external view returns (uint256) {
        return mintableFor(Stage.Partners);
    }

    /// @notice Base units still mintable out of the private stage.
    function mintableForPrivate() external view returns (uint256) {
        return mintableFor(Stage.Private);
    }

    /// @notice Base units still mintable out of the public stage.
    function mintableForPublic() external view returns (uint256) {
        return mintableFor(Stage.Public);
    }

    /// @notice The founders: the beneficiaries of the founders' vesting wallets.
    function foundersWallets() external view returns (address[3] memory) {
        return [_founder0, _founder1, _founder2];
    }

    /// @notice The FoundersVestingWallet of each founder (same order as foundersWallets), which
    /// hold the founders' allocation and release it on their schedule.
    function foundersVestingWallets() external view returns (address[3] memory) {
        return [_foundersVesting0, _foundersVesting1, _foundersVesting2];
    }

    /// @notice Largest sell (or other transfer into a market pair), in base units.
    function maxTransferAmount() public view returns (uint256) {
        return (maxSupply * maxTransferRate) / _PER_MILLE;
    }

    /// @notice Largest buy (transfer out of a market pair), in base units.
    function maxTransferAmountBuy() public view returns (uint256) {
        return (maxSupply * maxTransferRateBuy) / _PER_MILLE;
    }

    // ---------------------------------------------------------------- transfers

    /// @dev Until trading is enabled, only mints, burns and transfers from or to a wallet excluded
    /// from fees pass: no unregistered pair can run a market before launch. Fees and limits apply
    /// only to transfers from or to a market pair; wallet-to-wallet transfers pay nothing.
    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        // Once trading is on, a wallet-to-wallet transfer reads no exclusion: that cost would fall
        // on every holder's transfer for good.
        if (!tradingEnabled && !isExcludedFromFees[from] && !isExcludedFromFees[to]) {
            revert TradingNotEnabled();
        }

        bool isBuy = isMarketPair[from];
        bool isSell = isMarketPair[to];
        if (!(isBuy || isSell)) {
            super._update(from, to, value);
            return;
        }
        bool feeExempt = isExcludedFromFees[from] || isExcludedFromFees[to];

        if (maxTransactionLimitEnabled && !isExcludedFromLimits[from] && !isExcludedFromLimits[to]) {
            uint256 max = isBuy ? maxTransferAmountBuy() : maxTransferAmount();
            if (value > max) revert ExceedsMaxTransaction(value, max);
        }

        if (!feeExempt) {
            // Rounded up, in the fund's favour, so no trade is too small to pay its fee.
            uint256 fee = Math.mulDiv(value, isBuy ? buyFee : sellFee, _PER_MILLE, Math.Rounding.Ceil);
            if (fee != 0) {
                // Fee tokens go straight to the fund wallet; see docs/decisions/0002-fee-proceeds.md.
                super._update(from, fundWallet, fee);
                value -= fee;
            }
        }
        super._update(from, to, value);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Sets the buy and sell fees on market-pair trades, per mille, within maxBuyFee and maxSellFee.
    function setFees(uint256 newBuyFee, uint256 newSellFee) external onlyOwner {
        _setFees(newBuyFee, newSellFee);
    }

    /// @notice Enables pair trading for everyone; it can never be disabled again.
    function enableTrading() external onlyOwner {
        if (tradingEnabled) revert TradingAlreadyEnabled();
        tradingEnabled = true;
        emit TradingEnabledUpdated(false, true);
    }

    /// @notice Switches the per-trade limits on or off.
    function setMaxTransactionLimitEnabled(bool enabled) external onlyOwner {
        _setMaxTransactionLimitEnabled(enabled);
    }

    /// @notice Sets the per-trade limits, per mille of maxSupply (1..1000), for sells and buys.
    function setMaxTransferRates(uint256 newRate, uint256 newRateBuy) external onlyOwner {
        _setMaxTransferRates(newRate, newRateBuy);
    }

    /// @notice Excludes `account` from, or includes it in, the fees and the pre-trading lock.
    function setExcludedFromFees(address account, bool excluded) external onlyOwner {
        _setExcludedFromFees(account, excluded);
    }

    /// @notice Excludes `account` from, or includes it in, the per-trade limits.
    function setExcludedFromLimits(address account, bool excluded) external onlyOwner {
        _setExcludedFromLimits(account, excluded);
    }

    /// @notice Registers (or removes) a market pair: transfers from it are buys, to it sells.
    /// @dev Only a Uniswap V2 style pair of this token can be registered, so no ordinary wallet can
    /// be frozen (while trading is off) or charged fees by being named a pair. Removal is always
    /// allowed.
    function setMarketPair(address pair, bool value) external onlyOwner {
        if (pair == address(0)) revert ZeroAddress();
        if (value && !isPairOfThisToken(pair)) revert NotAPairOfThisToken(pair);
        emit MarketPairUpdated(pair, isMarketPair[pair], value);
        isMarketPair[pair] = value;
    }

    /// @notice Whether `account` is a contract whose `token0()` or `token1()` is this token, as a
    /// Uniswap V2 style pair of ECO is.
    function isPairOfThisToken(address account) public view returns (bool) {
        if (account.code.length == 0) return false;
        return _returnsThisToken(account, "token0()") || _returnsThisToken(account, "token1()");
    }

    /// @dev A static call that may fail or return anything: compared as a raw word, so a contract
    /// without the getter (or returning garbage) is simply not a pair, never a revert.
    function _returnsThisToken(address account, string memory getter) private view returns (bool) {
        (bool ok, bytes memory data) = account.staticcall(abi.encodeWithSignature(getter));
        return ok && data.length == 32 && uint256(bytes32(data)) == uint256(uint160(address(this)));
    }

    /// @notice Sets the partners list's merkle root (leaves `(address, allocation)`).
    function setMerkleRootOfPartners(bytes32 newRoot) external onlyOwner {
        _setMerkleRootOfPartners(newRoot);
    }

    /// @notice Sets the price of `stage` in wei per whole ECO (never 0).
    function setTokenPrice(Stage stage, uint256 newPrice) external onlyOwner {
        _setTokenPrice(stage, newPrice);
    }

    /// @notice Opens or closes `stage` by hand, now. This clears the stage's schedule, so a
    /// stage closed by hand stays closed until it is opened or scheduled again.
    function setSaleOpen(Stage stage, bool open) external onlyOwner {
        _setSaleOpen(stage, open);
    }

    /// @notice Closes `stage` at once, as setSaleOpen(stage, false) does. The owner or the sale
    /// guardian may call it: a protective action that does not wait for the owner's timelock.
    function closeSale(Stage stage) external {
        if (msg.sender != owner() && msg.sender != saleGuardian) revert NotOwnerOrSaleGuardian(msg.sender);
        _setSaleOpen(stage, false);
    }

    /// @notice Sets the sale guardian (the zero address: nobody besides the owner can close).
    function setSaleGuardian(address newGuardian) external onlyOwner {
        _setSaleGuardian(newGuardian);
    }

    /// @notice Sets when `stage` opens and closes by itself (seconds since the epoch; 0 = by hand
    /// only). A stage opened by hand stays open until its closing time.
    function setSaleSchedule(Stage stage, uint64 opensAt, uint64 closesAt) external onlyOwner {
        if (opensAt != 0 && closesAt != 0 && closesAt <= opensAt) revert InvalidSaleSchedule(opensAt, closesAt);
        SaleWindow storage window = _window[uint8(stage)];
        emit SaleScheduleUpdated(stage, window.opensAt, window.closesAt, opensAt, closesAt);
        window.opensAt = opensAt;
        window.closesAt = closesAt;
    }

    /// @notice Sets the most one address may buy in `stage`. Lowering it below what someone has
    /// bought stops their further purchases there; it takes nothing back.
    function setWalletCap(Stage stage, uint256 newCap) external onlyOwner {
        _setWalletCap(stage, newCap);
    }

    /// @notice Sets the referral reward in basis points of the tokens bought, at most maxReferralRewardBps.
    function setReferralRewardBps(uint256 newBps) external onlyOwner {
        _setReferralRewardBps(newBps);
    }

    /// @notice Sets the wallet receiving fees and withdrawn ETH.
    function setFundWallet(address newWallet) external onlyOwner {
        _setFundWallet(newWallet);
    }

    /// @notice Sends all ETH held to the fund wallet.
    /// @dev `call` instead of `transfer` so a multisig or other contract wallet can receive it.
    function withdraw() external onlyOwner nonReentrant {
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        uint256 oldTotal = totalWithdrawn;
        totalWithdrawn = oldTotal + amount;
        emit Withdrawn(fundWallet, amount, oldTotal, oldTotal + amount);
        (bool ok, ) = payable(fundWallet).call{value: amount}("");
        if (!ok) revert WithdrawFailed();
    }

    /// @dev Renouncing (a transfer to the zero address) would strand the sale proceeds and freeze
    /// every setting, so it is refused; Ownable's constructor rejects a zero owner before this runs.
    function _transferOwnership(address newOwner) internal override {
        if (newOwner == address(0)) revert RenounceOwnershipDisabled();
        super._transferOwnership(newOwner);
    }

    // ---------------------------------------------------------------- internal setters

    function _setSaleGuardian(address newGuardian) private {
        emit SaleGuardianUpdated(saleGuardian, newGuardian);
        saleGuardian = newGuardian;
    }

    function _setSaleOpen(Stage stage, bool open) private {
        SaleWindow storage window = _window[uint8(stage)];
        if (window.opensAt != 0 || window.closesAt != 0) {
            emit SaleScheduleUpdated(stage, window.opensAt, window.closesAt, 0, 0);
            window.opensAt = 0;
            window.closesAt = 0;
        }
        emit SaleOpenUpdated(stage, window.open, open);
        window.open = open;
    }

    function _setFees(uint256 newBuyFee, uint256 newSellFee) private {
        if (newBuyFee > maxBuyFee) revert FeeAboveCap(newBuyFee, maxBuyFee);
        if (newSellFee > maxSellFee) revert FeeAboveCap(newSellFee, maxSellFee);
        emit FeesUpdated(buyFee, sellFee, newBuyFee, newSellFee);
        buyFee = newBuyFee;
        sellFee = newSellFee;
    }

    function _setMaxTransactionLimitEnabled(bool enabled) private {
        emit MaxTransactionLimitEnabledUpdated(maxTransactionLimitEnabled, enabled);
        maxTransactionLimitEnabled = enabled;
    }

    function _setMaxTransferRates(uint256 newRate, uint256 newRateBuy) private {
        // A zero rate would block all trading while looking like a limit; > 1000 is meaningless.
        if (newRate == 0 || newRate > _PER_MILLE) revert InvalidRate(newRate);
        if (newRateBuy == 0 || newRateBuy > _PER_MILLE) revert InvalidRate(newRateBuy);
        emit MaxTransferRatesUpdated(maxTransferRate, maxTransferRateBuy, newRate, newRateBuy);
        maxTransferRate = newRate;
        maxTransferRateBuy = newRateBuy;
    }

    function _setExcludedFromFees(address account, bool excluded) private {
        if (account == address(0)) revert ZeroAddress();
        emit ExcludedFromFeesUpdated(account, isExcludedFromFees[account], excluded);
        isExcludedFromFees[account] = excluded;
    }

    function _setExcludedFromLimits(address account, bool excluded) private {
        if (account == address(0)) revert ZeroAddress();
        emit ExcludedFromLimitsUpdated(account, isExcludedFromLimits[account], excluded);
        isExcludedFromLimits[account] = excluded;
    }

    function _setMerkleRootOfPartners(bytes32 newRoot) private {
        emit MerkleRootOfPartnersUpdated(merkleRootOfPartners, newRoot);
        merkleRootOfPartners = newRoot;
    }

    function _setTokenPrice(Stage stage, uint256 newPrice) private {
        // A zero price would give tokens away for free.
        if (newPrice == 0) revert InvalidPrice();
        emit TokenPriceUpdated(stage, _price[uint8(stage)], newPrice);
        _price[uint8(stage)] = newPrice;
    }

    function _setWalletCap(Stage stage, uint256 newCap) private {
        if (newCap == 0) revert InvalidWalletCap();
        emit WalletCapUpdated(stage, _walletCap[uint8(stage)], newCap);
        _walletCap[uint8(stage)] = newCap;
    }

    function _setReferralRewardBps(uint256 newBps) private {
        if (newBps > maxReferralRewardBps) revert ReferralRewardAboveCap(newBps, maxReferralRewardBps);
        emit ReferralRewardBpsUpdated(referralRewardBps, newBps);
        referralRewardBps = newBps;
    }

    function _setFundWallet(address newWallet) private {
        if (newWallet == address(0)) revert ZeroAddress();
        emit FundWalletUpdated(fundWallet, newWallet);
        fundWallet = newWallet;
    }

    function _share(uint256 perMille) private pure returns (uint256) {
        return (maxSupply * perMille) / _PER_MILLE;
    }
}
