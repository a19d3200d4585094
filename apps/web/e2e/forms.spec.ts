import { expect, test } from './fixtures';

const forms = [
  { path: '/contact-us', submit: 'Send message', required: ['Name', 'Email', 'Message'] },
  { path: '/about/faq', submit: 'Ask your question', required: ['Name', 'Email', 'Your question'] },
  { path: '/login', submit: 'Log in', required: ['Email', 'Password'] },
  {
    path: '/signup',
    submit: 'Create account',
    required: ['Name', 'Email', 'Password', 'Confirm password'],
  },
];

for (const form of forms) {
  test(`${form.path}: empty required fields say "Required field."`, async ({ page }) => {
    await page.goto(form.path);
    await page.getByRole('button', { name: form.submit }).click();
    for (const label of form.required) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Required field\./);
    }
    await expect(page.getByText('Required field.')).toHaveCount(form.required.length);
  });
}

test('a malformed email is explained beside the field', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
});

test('without the API a valid message is not reported as sent', async ({ page, consoleErrors }) => {
  await page.goto('/contact-us');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Hello ECO team');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was sent' })).toBeVisible();
  await expect(page.getByText(/has been received/)).toHaveCount(0);
  // The browser logs the failed request itself; that one error is expected here.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/Failed to load resource/.test(e)),
  );
});

test('the numeric input refuses letters and a second decimal point', async ({ page }) => {
  await page.goto('/about/token');
  const input = page.getByLabel('Amount of ECO');
  await input.fill('');
  await input.pressSequentially('12a.5b.3');
  await expect(input).toHaveValue('12.53');
  await input.fill('');
  await expect(input).toHaveValue('');
  await input.pressSequentially('.5');
  await expect(input).toHaveValue('.5');

  // A paste that breaks the rule leaves the value as it was.
  await input.fill('42');
  await input.evaluate((element: HTMLInputElement) => {
    element.select();
    const data = new DataTransfer();
    data.setData('text/plain', '1,000 ECO');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await input.focus();
  await page.keyboard.insertText('1e5');
  await expect(input).toHaveValue('42');

  await input.fill('10000');
  const estimate = page.getByRole('table', { name: 'Estimated cost per stage' });
  await expect(estimate.getByRole('row', { name: /Public sale/ })).toContainText('0.40 ETH');
  await expect(estimate.getByRole('row', { name: /Partners/ })).toContainText('0.20 ETH');
  await input.fill('1.5');
  await expect(estimate.getByRole('row', { name: /Private sale/ })).toContainText('0.000045 ETH');
});
