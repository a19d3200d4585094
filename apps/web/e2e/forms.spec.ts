import type { Page, Route } from '@playwright/test';
import { expect, expectConsoleError, expectFailedResponseLogged, test } from './fixtures';

// The API rate-limits per client address and every test reaches it from 127.0.0.1; the e2e API
// trusts X-Forwarded-For, so each test gets an address of its own and never shares a limit.
let ip = '';

test.beforeEach(async ({ page }) => {
  ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
});

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

/** The contact and FAQ forms: what to fill in, and what they say once the API stored it. */
const messageForms = [
  {
    name: 'contact',
    path: '/contact-us',
    api: '/api/contact',
    submit: 'Send message',
    fields: { Name: 'Ada Lovelace', Email: 'ada@example.com', Message: 'Hello ECO team' },
    success: 'Thank you. Your message has been received and we will reply by email.',
  },
  {
    name: 'FAQ question',
    path: '/about/faq',
    api: '/api/faq/questions',
    submit: 'Ask your question',
    fields: {
      Name: 'Ada Lovelace',
      Email: 'ada@example.com',
      'Your question': 'When is the sale?',
    },
    success: 'Thank you. We received your question and will answer by email.',
  },
] as const;

async function fillForm(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

for (const form of messageForms) {
  test(`the ${form.name} form is stored by the API, then says so and clears`, async ({ page }) => {
    await page.goto(form.path);
    await fillForm(page, form.fields);
    const response = page.waitForResponse(
      (r) => new URL(r.url()).pathname === form.api && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: form.submit }).click();
    const stored = await response;
    expect(stored.status()).toBe(201);
    // The API answers 201 only once the row is committed; its id is the row's (a UUID).
    expect(await stored.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(page.getByRole('status').filter({ hasText: form.success })).toBeVisible();
    for (const label of Object.keys(form.fields)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });
}

const failures = [
  {
    name: 'the network fails',
    answer: (route: Route) => route.abort('failed'),
    logged: 'Failed to load resource: net::ERR_FAILED',
    message: 'Our server could not be reached, so nothing was sent. Please try again in a moment.',
  },
  {
    // What a reverse proxy answers while the API is down: not the API's JSON.
    name: 'the API is down behind the proxy',
    answer: (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<h1>Service Unavailable</h1>',
      }),
    logged: 'Failed to load resource: the server responded with a status of 503',
    message: 'Our server could not be reached, so nothing was sent. Please try again in a moment.',
  },
  {
    name: 'the API answers an error',
    answer: (route: Route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
      }),
    logged: 'Failed to load resource: the server responded with a status of 500',
    message: 'Something went wrong on our side.',
  },
];

for (const failure of failures) {
  test(`when ${failure.name}, the contact form says so and keeps the text`, async ({
    page,
    consoleErrors,
  }) => {
    const contact = messageForms[0];
    await page.route('**/api/contact', failure.answer);
    await page.goto(contact.path);
    await fillForm(page, contact.fields);
    await page.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(failure.message);
    await expect(page.getByText(contact.success)).toHaveCount(0);
    for (const [label, value] of Object.entries(contact.fields)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expectConsoleError(consoleErrors, failure.logged);
  });
}

test('past the rate limit the form shows how long to wait and keeps the text', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const contact = messageForms[0];
  // Use up this client's 5 messages a minute (its own address, see beforeEach), then try once more.
  for (let sent = 0; sent < 5; sent += 1) {
    const response = await page.request.post('/api/contact', {
      data: { name: 'Ada', email: 'ada@example.com', message: `Message ${sent}` },
      headers: { origin: baseURL!, 'x-forwarded-for': ip },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(contact.path);
  await fillForm(page, contact.fields);
  const response = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: contact.submit }).click();
  const limited = await response;
  expect(limited.status()).toBe(429);
  const retryAfter = Number(await limited.headerValue('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);

  // The wait the answer named, exactly (at most a minute: in seconds, or "1 minute").
  const wait =
    retryAfter === 60 ? '1 minute' : `${retryAfter} second${retryAfter === 1 ? '' : 's'}`;
  await expect(page.getByRole('alert')).toHaveText(
    `Too many attempts. Wait ${wait} and try again.`,
  );
  await expect(page.getByText(contact.success)).toHaveCount(0);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(contact.fields.Message);
  await expectFailedResponseLogged(consoleErrors, 429);
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
  // More than the partners stage holds (10,000,000 at most): no price for tokens that do not
  // exist, but how many are left, as the live figures read it from the chain.
  await input.fill('20000000');
  await expect(estimate.getByRole('row', { name: /Partners/ })).toContainText(
    /Only [\d,]+ ECO left/,
  );
  await expect(estimate.getByRole('row', { name: /Partners/ })).not.toContainText('ETH');
  await expect(estimate.getByRole('row', { name: /Public sale/ })).toContainText('800.00 ETH');
});
