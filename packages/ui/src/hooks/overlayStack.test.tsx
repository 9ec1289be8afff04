import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../components/Dialog';
import { createOverlayStack, OverlayStackProvider } from './overlayStack';

// jsdom has no showModal/close: stub them on the prototype, as Dialog.test.tsx does.
const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const original = { showModal: proto.showModal, close: proto.close };
beforeAll(() => {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterAll(() => {
  proto.showModal = original.showModal;
  proto.close = original.close;
});

function Sheet({ title, escClosable }: { title: string; escClosable?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={title} escClosable={escClosable}>
      {title}
    </Dialog>
  );
}

describe('the overlay stack (native back)', () => {
  it('closes the newest open dialog first, then the one under it, then has nothing to close', () => {
    const stack = createOverlayStack();
    render(
      <OverlayStackProvider stack={stack}>
        <Sheet title="Bank" />
        <Sheet title="Preview" />
      </OverlayStackProvider>,
    );
    expect(stack.size).toBe(2);
    act(() => expect(stack.closeTop()).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Preview' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Bank' })).toBeTruthy();
    act(() => expect(stack.closeTop()).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Bank' })).toBeNull();
    expect(stack.closeTop()).toBe(false);
  });

  it('keeps a dialog that must end with a choice open, and still takes the back press', () => {
    const stack = createOverlayStack();
    render(
      <OverlayStackProvider stack={stack}>
        <Sheet title="Agreement" escClosable={false} />
      </OverlayStackProvider>,
    );
    act(() => expect(stack.closeTop()).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Agreement' })).toBeTruthy();
  });

  it('forgets a dialog once it is closed or unmounted', () => {
    const stack = createOverlayStack();
    const { unmount } = render(
      <OverlayStackProvider stack={stack}>
        <Dialog open={false} onClose={() => {}} title="Closed" />
        <Sheet title="Open" />
      </OverlayStackProvider>,
    );
    expect(stack.size).toBe(1);
    unmount();
    expect(stack.size).toBe(0);
  });

  it('a dialog outside any provider opens as before', () => {
    render(<Sheet title="Alone" />);
    expect(screen.getByRole('dialog', { name: 'Alone' })).toBeTruthy();
  });
});
