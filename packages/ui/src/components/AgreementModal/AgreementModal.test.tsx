import { render, screen } from '@testing-library/react';
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
});
