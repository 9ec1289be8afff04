import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgreementModal } from './AgreementModal';

// jsdom has no showModal/close: stub them; the modal itself is proven in Dialog's stories.
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

describe('AgreementModal', () => {
  it('sandboxes the page without allow-same-origin and sends no referrer', () => {
    render(
      <AgreementModal
        open
        url="https://example.com/a"
        title="Loan Agreement"
        onCancel={vi.fn()}
        onAgree={vi.fn()}
      />,
    );
    const frame = screen.getByTitle('Loan Agreement');
    const tokens = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('src')).toBe('https://example.com/a');
  });

  it('shows a loader over the frame until the page has loaded', () => {
    render(
      <AgreementModal
        open
        url="https://example.com/a"
        title="Loan Agreement"
        onCancel={vi.fn()}
        onAgree={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the agreement');
    fireEvent.load(screen.getByTitle('Loan Agreement'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Agree waits for the page: disabled while it loads, enabled once it has loaded (issue 24)', () => {
    const onAgree = vi.fn();
    render(
      <AgreementModal
        open
        url="https://example.com/a"
        title="Loan Agreement"
        onCancel={vi.fn()}
        onAgree={onAgree}
      />,
    );
    const agree = screen.getByRole('button', { name: 'Agree' });
    expect(agree.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(agree);
    expect(onAgree).not.toHaveBeenCalled();
    fireEvent.load(screen.getByTitle('Loan Agreement'));
    expect(agree.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(agree);
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('says the agreement failed when the page does not load in time, and retry loads it again', () => {
    vi.useFakeTimers();
    try {
      render(
        <AgreementModal
          open
          url="https://example.com/a"
          title="Loan Agreement"
          timeoutMs={1000}
          onCancel={vi.fn()}
          onAgree={vi.fn()}
        />,
      );
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('alert').textContent).toContain('The agreement could not be loaded.');
      expect(screen.queryByTitle('Loan Agreement')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.getByTitle('Loan Agreement').getAttribute('src')).toBe('https://example.com/a');
      expect(screen.getByRole('status')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on Agree and says what Cancel does', () => {
    render(
      <AgreementModal
        open
        url="https://example.com/a"
        title="Loan Agreement"
        onCancel={vi.fn()}
        onAgree={vi.fn()}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Cancel closes this page and takes you back to the app.')).toBeTruthy();
  });
});
