import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ComplaintNextScreen } from './ComplaintNextScreen';

// jsdom has no object URLs; the picker only needs them to be unique strings.
let urls = 0;
beforeAll(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:test/${++urls}`, revokeObjectURL: () => {} }),
  );
});
afterAll(() => vi.unstubAllGlobals());

const refusal = 'An image did not upload. Retry it or remove it, then send.';

describe('a failed image', () => {
  it('refuses Send with a message until it is removed; then Send sends', async () => {
    const onSend = vi.fn();
    render(
      <ComplaintNextScreen
        state="ready"
        typeTags={['Collection']}
        text="They called my employer."
        onTextChange={() => undefined}
        upload={vi.fn(async () => ({ url: 'https://cdn/new.jpg' }))}
        defaultImages={[
          { id: 'ok', src: '/ok.jpg', state: 'done', url: 'https://cdn/ok.jpg' },
          { id: 'bad', src: '/bad.jpg', state: 'failed', file: new Blob(['photo'], { type: 'image/jpeg' }) },
        ]}
        onSend={onSend}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(refusal).getAttribute('role')).toBe('alert');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
