import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useFormSubmission } from './use-form-submission';

type Values = { email: string; name: string };

function setup(action: (values: Values) => Promise<string>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { email: '', name: '' } });
    const submission = useFormSubmission(form, ['email', 'name'], action);
    return { form, ...submission };
  });
}

describe('useFormSubmission', () => {
  it('shows the success message and resets the form', async () => {
    const { result } = setup(async (values) => `Thanks ${values.name}`);
    act(() => result.current.form.setValue('name', 'Ada'));
    await act(() => result.current.onSubmit());
    expect(result.current.status).toEqual({ kind: 'success', message: 'Thanks Ada' });
    expect(result.current.form.getValues('name')).toBe('');
  });

  it("puts the API's field errors beside their fields and keeps what was typed", async () => {
    const { result } = setup(async () => {
      throw new ApiError(400, 'invalid', 'Check the highlighted fields.', {
        email: 'This email looks wrong.',
        unknown: 'ignored',
      });
    });
    act(() => result.current.form.setValue('name', 'Ada'));
    await act(() => result.current.onSubmit());
    expect(result.current.status).toEqual({
      kind: 'error',
      message: 'Check the highlighted fields.',
    });
    await waitFor(() =>
      expect(result.current.form.getFieldState('email').error?.message).toBe(
        'This email looks wrong.',
      ),
    );
    expect(result.current.form.getValues('name')).toBe('Ada');
  });

  it('gives a generic message for an unexpected failure', async () => {
    const { result } = setup(async () => {
      throw new Error('boom');
    });
    await act(() => result.current.onSubmit());
    expect(result.current.status?.kind).toBe('error');
    expect(result.current.status?.message).toMatch(/nothing was sent/);
  });
});
