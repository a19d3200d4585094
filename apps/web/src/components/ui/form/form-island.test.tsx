import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { InputField, TextareaField } from './field';
import { formIsland } from './form-island';
import { settle } from '@/testing/settle';

type Values = { name: string; note: string };

const resolver = lazyZodResolver<Values>(async () =>
  z.object({ name: z.string().trim().min(1, 'Required field.'), note: z.string() }),
);

type Props = { onSend: (values: Values) => void };

/** A form as the site's forms are built: react-hook-form, the lazy zod resolver, the fields. */
function TestForm({ onSend }: Props) {
  const form = useForm<Values>({ resolver, defaultValues: { name: '', note: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onSend(values));
  return (
    <form
      noValidate
      aria-label="Test form"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
    >
      <InputField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextareaField label="Note" {...form.register('note')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** A module that arrives when the test says so, like a chunk on a slow network. */
function slowModule() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ default: typeof TestForm }>((resolve) => {
    arrive = () => resolve({ default: TestForm });
  });
  return { load: vi.fn(() => arrived), arrive: () => act(async () => arrive()) };
}

/** The page as the build's prerender step writes it (the island renders its form at once). */
async function prerendered(props: Props): Promise<HTMLElement> {
  // The server's own copy of the module, as in the build: React's server and browser renderers
  // may not share one context object in one process. Dropped from the registry afterwards, so
  // no later import (the test files share a module graph) gets the copy the server rendered.
  vi.resetModules();
  const server = await import('./form-island');
  vi.resetModules();
  const ServerIsland = server.formIsland(async () => ({ default: TestForm }));
  ServerIsland.preload();
  const { prelude } = await prerender(<ServerIsland {...props} />);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, element: ReactElement) {
  render(element, { container, hydrate: true });
  // Whatever hydration would do on its own (effects, retries) is done before the test acts.
  await settle();
}

/**
 * Whether each submit the form fired was kept from the browser: one that is not would send the
 * fields to the page's address in its query string (jsdom only says it cannot navigate).
 */
function browserSubmits() {
  const prevented: boolean[] = [];
  const listener = (event: Event) => prevented.push(event.defaultPrevented);
  document.addEventListener('submit', listener);
  onTestFinished(() => document.removeEventListener('submit', listener));
  return prevented;
}

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const noteField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' });

beforeEach(() => {
  document.documentElement.dataset.pageReady = '1';
});

afterEach(() => {
  delete document.documentElement.dataset.pageReady;
});

describe('formIsland on a prerendered page', () => {
  it('keeps the prerendered form and loads nothing until the form is used', async () => {
    const onSend = vi.fn();
    const container = await prerendered({ onSend });
    const field = container.querySelector('input');
    const { load } = slowModule();
    const Island = formIsland(load);
    await hydrate(container, <Island onSend={onSend} />);
    expect(load).not.toHaveBeenCalled();
    expect(nameField()).toBe(field);
    screen.getByRole('button', { name: 'Send' });
  });

  it('loads on the first focus and keeps what was typed before the code arrived', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const container = await prerendered({ onSend });
    const { load, arrive } = slowModule();
    const Island = formIsland(load);
    await hydrate(container, <Island onSend={onSend} />);

    await user.click(nameField());
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('Ada');
    await user.click(noteField());
    await user.keyboard('Hello');
    expect(nameField().value).toBe('Ada');

    await arrive();
    // Hydrated in place: the same fields, with their text, now driven by react-hook-form.
    expect(nameField().value).toBe('Ada');
    expect(noteField().value).toBe('Hello');
    await user.type(nameField(), ' L.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Ada L.', note: 'Hello' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a submit made before the code arrived, then validates it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const container = await prerendered({ onSend });
    const { load, arrive } = slowModule();
    const Island = formIsland(load);
    await hydrate(container, <Island onSend={onSend} />);

    const submits = browserSubmits();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(submits).toEqual([true]);

    await arrive();
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'));
    expect(nameField()).toHaveProperty('validationMessage', '');
    screen.getByText('Required field.');
    expect(onSend).not.toHaveBeenCalled();

    await user.type(nameField(), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Ada', note: '' }));
    // The held submit, made again once live, and the last one: none left to the browser.
    expect(submits).toEqual([true, true, true]);
  });

  it('sends a submit held with typed text once the code arrives, once', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const container = await prerendered({ onSend });
    const { load, arrive } = slowModule();
    const Island = formIsland(load);
    await hydrate(container, <Island onSend={onSend} />);

    const submits = browserSubmits();
    await user.type(nameField(), 'Ada');
    await user.type(noteField(), 'Hi{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(submits).toEqual([true]);

    await arrive();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Ada', note: 'Hi\n' }));
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('loads at once when a field was focused before the page hydrated', async () => {
    const onSend = vi.fn();
    const container = await prerendered({ onSend });
    container.querySelector('input')?.focus();
    const { load } = slowModule();
    const Island = formIsland(load);
    await hydrate(container, <Island onSend={onSend} />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('formIsland without prerendered markup', () => {
  it('loads once the page is live and renders the form', async () => {
    delete document.documentElement.dataset.pageReady;
    const onSend = vi.fn();
    const { load, arrive } = slowModule();
    const Island = formIsland(load);
    render(<Island onSend={onSend} />);
    await settle();
    expect(load).not.toHaveBeenCalled();

    document.documentElement.dataset.pageReady = '2';
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('form', { name: 'Test form' })).toBeNull();
    await arrive();
    screen.getByRole('form', { name: 'Test form' });
  });
});
