import { expect, test } from './fixtures';

test('?affiliate-token=abc stores AFFILIATE_TOKEN=abc and cleans the address', async ({ page }) => {
  await page.goto('/?affiliate-token=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AFFILIATE_TOKEN'))).toBe('abc');
  await expect(page).toHaveURL(/\/$/);

  // The stored token survives a visit without the parameter and reaches the sign-up form.
  await page.goto('/signup');
  await expect(page.getByText('You were referred with the code')).toContainText('abc');
});

test('without the parameter nothing is stored', async ({ page }) => {
  await page.goto('/learn?utm=x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AFFILIATE_TOKEN'))).toBeNull();
  await expect(page).toHaveURL(/\/learn\?utm=x$/);
});
