import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PaymentGuide, PaymentInstructionsScreen } from './PaymentInstructionsScreen';

const guide = (name: string): PaymentGuide => ({
  name,
  steps: [`Open ${name}.`],
  image: { src: `data:image/svg+xml,${name}`, alt: `${name} screen` },
});

// jsdom has no showModal/close: stub them on the prototype (as Dialog.test.tsx does).
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

describe('the enlarged picture', () => {
  it('follows the guides: guides given anew (another language or market) enlarge their own picture in the same place', async () => {
    const screenOf = (wallets: PaymentGuide[]) => (
      <PaymentInstructionsScreen wallets={wallets} store={guide('Store')} walletSteps={[]} qrSteps={[]} />
    );
    const { rerender } = render(screenOf([guide('First'), guide('Second')]));
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge: Second screen' }));
    expect(screen.getByRole('img', { name: 'Second screen' })).toBeTruthy();
    rerender(screenOf([guide('Primero'), guide('Segundo')]));
    expect(screen.getByRole('img', { name: 'Segundo screen' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Second screen' })).toBeNull();
  });
});
