import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formIsland } from '@/components/ui/form/form-island';

const ContactForm = formIsland(() => import('./contact-form'));

// The form's island without prerendered markup (as after a client-side navigation): its code
// loads once the page is live. How a prerendered island waits for
// its first use is tested in components/ui/form/form-island.test.tsx.
beforeEach(() => {
  document.documentElement.dataset.pageReady = '1';
});

afterEach(() => {
  delete document.documentElement.dataset.pageReady;
});

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: '*' });

describe('ContactForm', () => {
  it('validates with the shared schema and sends what was typed', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ id: '7c1e2f7a-0000-4000-8000-000000000000' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(<ContactForm />);
    const send = await screen.findByRole('button', { name: 'Send message' });

    // Only the form's requests: the test files share a worker, and another's timers may fetch.
    const sent = () => fetchSpy.mock.calls.filter(([url]) => url === '/api/contact');

    await user.click(send);
    await waitFor(() => expect(screen.getAllByText('Required field.')).toHaveLength(3));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toHaveLength(0);

    await user.type(field('Name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Message'), 'Hello ECO team');
    await user.click(send);
    await screen.findByText(
      'Thank you. Your message has been received and we will reply by email.',
    );
    expect(sent()).toHaveLength(1);
    expect(JSON.parse(sent()[0]?.[1]?.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: '',
      message: 'Hello ECO team',
    });
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
  });
});
