import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Form, type FormProps } from './form';

type Values = { email: string; name: string; password: string };

const resolver = lazyZodResolver<Values>(async () =>
  z.object({ email: z.string(), name: z.string(), password: z.string() }),
);

function setup(submit: FormProps<Values>['submit'], props: Partial<FormProps<Values>> = {}) {
  const user = userEvent.setup();
  render(
    <Form<Values>
      label="Test form"
      resolver={resolver}
      defaultValues={{ email: '', name: '', password: '' }}
      fields={[
        [
          { name: 'name', label: 'Name' },
          { name: 'email', label: 'Email' },
        ],
        { name: 'password', label: 'Password', type: 'password' },
      ]}
      submit={submit}
      submitLabel="Send"
      pendingLabel="Sending…"
      {...props}
    />,
  );
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  return { user, field, send: () => user.click(screen.getByRole('button', { name: 'Send' })) };
}

describe('Form', () => {
  it('sends the values, shows the success message and empties the form', async () => {
    const { user, field, send } = setup(async (values) => `Thanks ${values.name}`);
    await user.type(field('Name'), 'Ada');
    await send();
    expect((await screen.findByRole('status')).textContent).toBe('Thanks Ada');
    expect(field('Name').value).toBe('');
  });

  it("puts the API's field errors beside their fields and keeps what was typed", async () => {
    const { user, field, send } = setup(
      async () => {
        throw new ApiError(400, 'invalid', 'Check the highlighted fields.', {
          email: 'This email looks wrong.',
          password: 'This is not your current password.',
          unknown: 'ignored',
        });
      },
      { resetOnError: ['password'] },
    );
    await user.type(field('Name'), 'Ada');
    await user.type(field('Password'), 'secret');
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email looks wrong.').id).toBe(
      field('Email').getAttribute('aria-describedby'),
    );
    expect(field('Name').value).toBe('Ada');
    // A failure empties only the fields it names, and an emptied field keeps its reason.
    expect(field('Password').value).toBe('');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is not your current password.').id).toBe(
      field('Password').getAttribute('aria-describedby'),
    );
  });

  it('gives a generic message for an unexpected failure', async () => {
    const { send } = setup(async () => {
      throw new Error('boom');
    });
    await send();
    expect((await screen.findByRole('alert')).textContent).toMatch(/nothing was sent/);
  });

  it('leaves the outcome to the caller when it says so', async () => {
    let seen: unknown;
    const { send } = setup(
      async () => {
        throw new ApiError(400, 'invalid', 'Not shown.', { email: 'Not placed.' });
      },
      {
        serverFieldErrors: false,
        onError: (error) => {
          seen = error;
          return true;
        },
      },
    );
    await send();
    await waitFor(() => expect(seen).toBeInstanceOf(ApiError));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Not placed.')).toBeNull();
  });
});
