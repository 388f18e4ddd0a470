import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { requestFieldFocus } from '../../../src/ui/fields/focusRequest';
import { useValidatedForm } from '../../../src/ui/fields/useValidatedForm';

// A form whose checks need something that loads on intent (the phone metadata): its submit
// waits for it, then checks what the field holds by then.
function NameForm({
  prepare,
  onValid,
}: {
  prepare: {
    ready: (values: { fullname: string }) => boolean;
    load: (values: { fullname: string }) => Promise<unknown>;
  };
  onValid: (name: string) => void;
}) {
  const form = useValidatedForm({
    initialValues: { fullname: '' },
    validateField: (values) => (values.fullname ? undefined : 'required'),
    validateAll: (values) =>
      values.fullname
        ? { success: true as const, output: values.fullname }
        : { success: false as const, rules: { fullname: 'required' as const } },
    say: () => 'Full name is required',
    onValid,
    prepare,
  });
  const { error, ...field } = form.text('fullname');
  return (
    <form {...form.formProps}>
      <label>
        Full name
        <input {...field} />
      </label>
      {error ? <p>{error}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

test('reaching for the form starts what its checks need; a submit before it is in waits, then takes the values as they stand', async () => {
  const user = userEvent.setup();
  let loaded = false;
  let finish = () => {};
  let loading: Promise<void> | undefined;
  // Loads once, like the phone metadata.
  const load = vi.fn(() => {
    loading ??= new Promise<void>((resolve) => {
      finish = () => {
        loaded = true;
        resolve();
      };
    });
    return loading;
  });
  const onValid = vi.fn();
  render(<NameForm prepare={{ ready: () => loaded, load }} onValid={onValid} />);
  expect(load).not.toHaveBeenCalled();
  await user.click(screen.getByLabelText('Full name'));
  // Once the tap has painted.
  await vi.waitFor(() => expect(load).toHaveBeenCalled());
  await user.type(screen.getByLabelText('Full name'), 'Nora');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onValid).not.toHaveBeenCalled();
  // A second press while waiting is not a second submit.
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.type(screen.getByLabelText('Full name'), ' Salah');
  finish();
  await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith('Nora Salah'));
  expect(onValid).toHaveBeenCalledTimes(1);
});

test('reaching for the form loads once the tap has painted, and keystrokes in a row ask once', async () => {
  const load = vi.fn(() => new Promise<void>(() => {}));
  render(<NameForm prepare={{ ready: () => false, load }} onValid={vi.fn()} />);
  const field = screen.getByLabelText('Full name');
  // Starting the downloads inside the handler held the tap's paint back on a slow phone.
  fireEvent.pointerDown(field);
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: 'N' } });
  expect(load).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(load).toHaveBeenLastCalledWith({ fullname: 'N' });
});

test('a load that fails still lets the checks that need nothing answer', async () => {
  const user = userEvent.setup();
  const onValid = vi.fn();
  render(
    <NameForm
      prepare={{ ready: () => false, load: () => Promise.reject(new Error('offline')) }}
      onValid={onValid}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Full name is required')).toBeVisible();
  expect(onValid).not.toHaveBeenCalled();
});

test('values changed while their checks load, to ones that need more, wait for that too', async () => {
  const user = userEvent.setup();
  // Like a foreign number: a name with a space needs a second part. Each part loads once.
  const finish = new Map<string, () => void>();
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  const need = ({ fullname }: { fullname: string }) => (fullname.includes(' ') ? 'more' : 'base');
  const load = vi.fn((values: { fullname: string }) => {
    const part = need(values);
    const started =
      loading.get(part) ??
      new Promise<void>((resolve) =>
        finish.set(part, () => {
          loaded.add(part);
          resolve();
        }),
      );
    loading.set(part, started);
    return started;
  });
  const onValid = vi.fn();
  render(
    <NameForm prepare={{ ready: (values) => loaded.has(need(values)), load }} onValid={onValid} />,
  );
  await user.type(screen.getByLabelText('Full name'), 'Nora');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.type(screen.getByLabelText('Full name'), ' Salah');
  finish.get('base')?.();
  // Typing asked with the value before each keystroke; the resumed submit asks with the last.
  await vi.waitFor(() => expect(load).toHaveBeenCalledWith({ fullname: 'Nora Salah' }));
  expect(onValid).not.toHaveBeenCalled();
  finish.get('more')?.();
  await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith('Nora Salah'));
  expect(onValid).toHaveBeenCalledTimes(1);
});

test('a form drawn after a screen asked for one of its fields gives it the focus, its value selected, once', () => {
  const prepare = { ready: () => true, load: () => Promise.resolve() };
  requestFieldFocus('fullname');
  const { unmount } = render(<NameForm prepare={prepare} onValid={vi.fn()} />);
  const field = screen.getByLabelText<HTMLInputElement>('Full name');
  expect(field).toHaveFocus();
  unmount();
  // Taken: the next form drawn keeps the focus where it is.
  render(<NameForm prepare={prepare} onValid={vi.fn()} />);
  expect(screen.getByLabelText('Full name')).not.toHaveFocus();
});

test('a request no form took soon after lapses', () => {
  vi.useFakeTimers();
  try {
    requestFieldFocus('fullname');
    vi.advanceTimersByTime(6000);
    render(
      <NameForm prepare={{ ready: () => true, load: () => Promise.resolve() }} onValid={vi.fn()} />,
    );
    expect(screen.getByLabelText('Full name')).not.toHaveFocus();
  } finally {
    vi.useRealTimers();
  }
});

// A prerendered form is drawn before it is live: what the owner types then is in the fields
// when React hydrates them, and must reach the form and its draft, and survive every render.
function DraftForm({
  onChange,
}: {
  onChange: (values: { first_name: string; last_name: string }) => void;
}) {
  const form = useValidatedForm({
    initialValues: { first_name: '', last_name: '' },
    validateField: () => undefined,
    validateAll: (values) => ({ success: true as const, output: values }),
    say: () => '',
    onValid: () => undefined,
    onChange,
  });
  const { error: _first, ...first } = form.text('first_name');
  const { error: _last, ...last } = form.text('last_name');
  return (
    <form {...form.formProps}>
      <label>
        First name
        <input {...first} />
      </label>
      <label>
        Last name
        <input {...last} />
      </label>
      <output>{`${form.values.first_name} ${form.values.last_name}`}</output>
    </form>
  );
}

test('text typed into a prerendered form before hydration reaches the form and its draft, and stays', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<DraftForm onChange={() => undefined} />);
  const typed = container.querySelector<HTMLInputElement>('input[name="first_name"]');
  if (!typed) throw new Error('no prerendered field');
  // The visitor types before the app is there.
  typed.value = 'Salma';
  const drafts: { first_name: string; last_name: string }[] = [];
  await act(async () => {
    hydrateRoot(container, <DraftForm onChange={(values) => drafts.push(values)} />);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Salma');
  expect(drafts.at(-1)).toEqual({ first_name: 'Salma', last_name: '' });
  // A later edit draws the form again; the early text is neither lost nor cleared.
  await userEvent.setup().type(screen.getByLabelText('Last name'), 'Adel');
  expect(screen.getByLabelText('First name')).toHaveValue('Salma');
  expect(drafts.at(-1)).toEqual({ first_name: 'Salma', last_name: 'Adel' });
  container.remove();
});
