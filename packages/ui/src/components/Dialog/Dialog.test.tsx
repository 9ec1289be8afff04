import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isScrollLocked } from '../../hooks/scrollLock';
import { Confirm } from './Confirm';
import { Dialog } from './Dialog';

// jsdom has no showModal/close: stub them on the prototype; real behaviour is proven in the stories.
const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const original = { showModal: proto.showModal, close: proto.close };
beforeAll(() => {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterAll(() => {
  proto.showModal = original.showModal;
  proto.close = original.close;
});

function Harness(props: { maskClosable?: boolean; escClosable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      title="Point out"
      onClose={() => {
        props.onClose?.();
        setOpen(false);
      }}
      maskClosable={props.maskClosable}
      escClosable={props.escClosable}
      actions={<button type="button">Stay</button>}
    >
      Are you sure you want to leave?
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title and locks page scrolling', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Point out' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(isScrollLocked()).toBe(true);
  });

  it('closes on Escape and releases the scroll lock', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    screen.getByRole('button', { name: 'Stay' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isScrollLocked()).toBe(false);
  });

  it('ignores Escape when escClosable is false', async () => {
    const onClose = vi.fn();
    render(<Harness escClosable={false} onClose={onClose} />);
    screen.getByRole('button', { name: 'Stay' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop tap (a click on the dialog frame itself)', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a backdrop tap when maskClosable is false', async () => {
    const onClose = vi.fn();
    render(<Harness maskClosable={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
  });

  it('does not close on a tap inside the panel', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByText('Are you sure you want to leave?'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Dialog close event', () => {
  it('ignores a queued close event that arrives after the dialog was shown again', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Kind tips" onClose={onClose}>
        Bind a card first.
      </Dialog>,
    );
    // The dialog is open again by the time the close event of an earlier close() is delivered.
    screen.getByRole('dialog').dispatchEvent(new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Confirm', () => {
  it('calls onConfirm and onCancel from its buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Confirm open title="Kind tips" content="Go to repayment?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('opens on the safe action it names and describes itself with the line about the other', () => {
    render(
      <Confirm
        open
        title="Point out"
        safeAction="confirm"
        note="Cancel closes this page."
        confirmText="Agree"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agree' }));
    const noteId = screen.getByText('Cancel closes this page.').id;
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBe(noteId);
  });

  it('opens on Cancel by default', () => {
    render(<Confirm open title="Delete?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
