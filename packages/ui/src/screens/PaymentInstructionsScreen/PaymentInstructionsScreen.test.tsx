import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubDialogs } from '../../test/stubDialogs';
import { type PaymentGuide, PaymentInstructionsScreen } from './PaymentInstructionsScreen';

const guide = (name: string): PaymentGuide => ({
  name,
  steps: [`Open ${name}.`],
  image: { src: `data:image/svg+xml,${name}`, alt: `${name} screen` },
});

stubDialogs();

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
