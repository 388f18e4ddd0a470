import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastify } from '../../src/services/toastify';
import { Toaster } from '../../src/ui/Toaster';

// jsdom runs no CSS animations: a dismissed toast stays on its way out for good, which is
// how a browser holds it for the second its exit lasts.
const leaving = (element: Element) =>
  /-exit\b/.test(element.closest('.Toastify__toast')?.className ?? '');

describe('toastify', () => {
  it('shows a toast under the id of one still leaving as a new toast, not an update of it', async () => {
    render(<Toaster onMount={() => {}} />);
    act(() => toastify.notify({ kind: 'loading', message: 'Checking the code…', id: 'verify' }));
    await screen.findByText('Checking the code…');
    act(() => toastify.dismissAll());
    await waitFor(() => expect(leaving(screen.getByText('Checking the code…'))).toBe(true));

    act(() => toastify.notify({ kind: 'loading', message: 'Checking again…', id: 'verify' }));
    act(() => toastify.notify({ kind: 'success', message: 'Code verified', id: 'verify' }));
    const verified = await screen.findByText('Code verified');
    expect(leaving(verified)).toBe(false);
  });
});
