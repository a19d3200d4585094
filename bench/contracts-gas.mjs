#!/usr/bin/env node
// Gas report of ECO's sale functions, a wallet transfer and Uniswap V2 pair trades.
// Starts its own anvil on a free port (never 8545), deploys the default local configuration,
// and prints gasUsed as a table and as JSON. Run: node bench/contracts-gas.mjs
// (or npm run bench:gas -w packages/contracts).
import { register } from 'tsx/esm/api';

// The contracts package ships TypeScript sources; tsx lets this plain .mjs import them.
register();

const { createPublicClient, createWalletClient, http, maxUint256, parseEther, parseAbi } =
  await import('viem');
const { impersonateLocalOwner, startLocalChain } = await import('@eco/contracts/local-chain');
const { defineLocalChain, ecoTokenAbi, localDevAccounts } = await import('@eco/contracts');
const { getPartnerGrant } = await import('@eco/contracts/partners');
const { uniswap } = await import('@eco/contracts/uniswap');

const ONE_ECO = 10n ** 18n;
const AMOUNT = 1_000n * ONE_ECO;
const PRICES = [parseEther('0.00002'), parseEther('0.00003'), parseEther('0.00004')];
const cost = (stage, amount = AMOUNT) => (amount * PRICES[stage] + ONE_ECO - 1n) / ONE_ECO;

const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
]);
const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address)',
  'function getPair(address tokenA, address tokenB) view returns (address)',
]);

const chain = await startLocalChain({ port: 0 });
try {
  const transport = http(chain.rpcUrl);
  const viemChain = defineLocalChain(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 20 });
  const wallet = createWalletClient({ chain: viemChain, transport });
  const eco = { address: chain.deployment.address, abi: ecoTokenAbi };
  /** A call of `contract`'s (address and ABI) function by `account`. */
  const call = (contract, account, functionName, args, value) => ({
    ...contract,
    functionName,
    args,
    account,
    value,
  });
  // ECO's owner is the timelock; its calls are impersonated here (the gas of ECO is measured,
  // not the timelock's wait).
  const timelock = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
  const { owner, partners, nonPartner, referrer, communityWallet, listingWallet } =
    localDevAccounts;
  const trader = '0x2546BcD3c84621e976D8185a91A922aE77ECEc30';

  const mined = async (hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== 'success')
      throw new Error(`transaction ${receipt.transactionHash} reverted`);
    return receipt;
  };
  // A call (as `call` takes it) sent and mined; ecoSend for one of ECO's functions.
  const send = (...callArgs) => mined(wallet.writeContract(call(...callArgs)));
  const ecoSend = (...callArgs) => send(eco, ...callArgs);
  const deploy = async (artifact, args = []) =>
    (await mined(wallet.deployContract({ ...artifact, args, account: owner }))).contractAddress;

  // Real Uniswap V2 from the npm artifacts, liquidity added by the (fee-exempt) listing wallet.
  const weth = await deploy(uniswap.weth);
  const factory = { address: await deploy(uniswap.factory, [owner]), abi: factoryAbi };
  const router = { address: await deploy(uniswap.router, [factory.address, weth]), abi: routerAbi };
  await send(factory, owner, 'createPair', [eco.address, weth]);
  const pair = await publicClient.readContract({
    ...factory,
    functionName: 'getPair',
    args: [eco.address, weth],
  });
  await ecoSend(timelock, 'setMarketPair', [pair, true]);
  await ecoSend(listingWallet, 'approve', [router.address, maxUint256]);
  const liquidity = [eco.address, 1_000_000n * ONE_ECO, 0n, 0n, listingWallet, 2n ** 40n];
  await send(router, listingWallet, 'addLiquidityETH', liquidity, parseEther('20'));
  await ecoSend(timelock, 'enableTrading');
  await ecoSend(communityWallet, 'transfer', [trader, 100_000n * ONE_ECO]);
  await ecoSend(trader, 'approve', [router.address, maxUint256]);

  // Warm each stage once so the figures are for a typical (not the very first) purchase.
  const warm = partners[1];
  const warmGrant = getPartnerGrant(warm);
  await ecoSend(
    warm,
    'mintForPartners',
    [warmGrant.proof, warmGrant.allocation, ONE_ECO],
    cost(0, ONE_ECO),
  );
  await ecoSend(warm, 'privateSale', [ONE_ECO], cost(1, ONE_ECO));
  await ecoSend(warm, 'publicSale', [ONE_ECO], cost(2, ONE_ECO));

  const grant = getPartnerGrant(partners[0]);
  const cases = [
    ['privateSale(amount)', call(eco, nonPartner, 'privateSale', [AMOUNT], cost(1))],
    [
      'privateSale(amount, referrer)',
      call(eco, nonPartner, 'privateSale', [AMOUNT, referrer], cost(1)),
    ],
    ['publicSale(amount)', call(eco, nonPartner, 'publicSale', [AMOUNT], cost(2))],
    [
      'publicSale(amount) + refund',
      call(eco, nonPartner, 'publicSale', [AMOUNT], cost(2) + parseEther('1')),
    ],
    [
      'publicSale(amount, referrer)',
      call(eco, nonPartner, 'publicSale', [AMOUNT, referrer], cost(2)),
    ],
    [
      'mintForPartners(proof, allocation, amount)',
      call(eco, partners[0], 'mintForPartners', [grant.proof, grant.allocation, AMOUNT], cost(0)),
    ],
    [
      'mintForPartners(proof, allocation, amount, referrer)',
      call(
        eco,
        partners[0],
        'mintForPartners',
        [grant.proof, grant.allocation, AMOUNT, referrer],
        cost(0),
      ),
    ],
    ['transfer (wallet to wallet, no fee)', call(eco, trader, 'transfer', [nonPartner, AMOUNT])],
    ['transfer to pair (sell, 1% fee)', call(eco, trader, 'transfer', [pair, AMOUNT])],
    [
      'router buy, ETH -> ECO (1% fee)',
      call(
        router,
        trader,
        'swapExactETHForTokensSupportingFeeOnTransferTokens',
        [0n, [weth, eco.address], trader, 2n ** 40n],
        parseEther('0.1'),
      ),
    ],
    [
      'router sell, ECO -> ETH (1% fee)',
      call(router, trader, 'swapExactTokensForETHSupportingFeeOnTransferTokens', [
        AMOUNT,
        0n,
        [eco.address, weth],
        trader,
        2n ** 40n,
      ]),
    ],
  ];

  const results = [];
  for (const [name, request] of cases) {
    // Every case starts from the same state, so the numbers do not depend on the order.
    const snapshot = await publicClient.request({ method: 'evm_snapshot', params: [] });
    const receipt = await mined(wallet.writeContract(request));
    results.push({ call: name, gasUsed: Number(receipt.gasUsed) });
    await publicClient.request({ method: 'evm_revert', params: [snapshot] });
  }

  const width = Math.max(...results.map((r) => r.call.length));
  console.info(
    `ECO gas report (solc ${chain.deployment.compiler.solcVersion.split('+')[0]}, ${chain.deployment.compiler.settings.evmVersion}, optimizer ${chain.deployment.compiler.settings.optimizer.runs} runs; amount 1,000 ECO)\n`,
  );
  console.info(`${'call'.padEnd(width)}  gasUsed`);
  console.info(`${'-'.repeat(width)}  -------`);
  for (const r of results)
    console.info(`${r.call.padEnd(width)}  ${String(r.gasUsed).padStart(7)}`);
  console.info(
    `\n${JSON.stringify({ contract: 'EcoToken', amount: AMOUNT.toString(), results }, null, 2)}`,
  );
} finally {
  await chain.stop();
}
