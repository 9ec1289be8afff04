import { enCatalogue, specCatalogue } from '@loan/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { stubDialogs } from '../../test/stubDialogs';
import { LoanConfirmScreen, type LoanConfirmScreenProps } from './LoanConfirmScreen';

stubDialogs();

const base: LoanConfirmScreenProps = {
  state: 'ready',
  amount: 500000,
  productName: 'Bayanihan Cash',
  termDays: 91,
  agreements: [
    { title: 'Loan Agreement' },
    { title: 'Privacy Notice' },
    { title: 'Authorisation to Debit My Account' },
  ],
  agreed: true,
  onAgreedChange: vi.fn(),
  onOpenAgreement: vi.fn(),
  onAgreementCancel: vi.fn(),
  onAgreementAgree: vi.fn(),
  onRetentionCancel: vi.fn(),
  onRetentionAgree: vi.fn(),
  onNext: vi.fn(),
};

const inEnglish = (ui: ReactNode) => render(<ConfigProvider locale={enCatalogue}>{ui}</ConfigProvider>);
const inSpec = (ui: ReactNode) => render(<ConfigProvider locale={specCatalogue}>{ui}</ConfigProvider>);

/** The consent paragraph's text, as it reads. */
const consentText = () => screen.getByRole('checkbox').closest('p')?.textContent;

describe('LoanConfirmScreen consent line', () => {
  it('reads as one sentence in the English brands, the titles still buttons', () => {
    inEnglish(<LoanConfirmScreen {...base} />);
    expect(consentText()).toBe(
      'I have read and agree to Loan Agreement, Privacy Notice and Authorisation to Debit My Account.',
    );
    for (const name of ['Loan Agreement', 'Privacy Notice', 'Authorisation to Debit My Account'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('joins two titles with "and" alone, one title with nothing', () => {
    const { unmount } = inEnglish(<LoanConfirmScreen {...base} agreements={base.agreements?.slice(0, 2)} />);
    expect(consentText()).toBe('I have read and agree to Loan Agreement and Privacy Notice.');
    unmount();
    inEnglish(<LoanConfirmScreen {...base} agreements={base.agreements?.slice(0, 1)} />);
    expect(consentText()).toBe('I have read and agree to Loan Agreement.');
  });

  it("keeps the spec's line: the links side by side", () => {
    inSpec(<LoanConfirmScreen {...base} />);
    expect(consentText()).toBe(
      'I have read and agree to Loan Agreement Privacy Notice Authorisation to Debit My Account',
    );
  });
});

describe('LoanConfirmScreen retention popup', () => {
  const retention = {
    title: 'Are you sure you want to leave?',
    content: 'Your loan is almost ready. Leaving now cancels this application.',
  };

  it("is titled the server's title in the English brands, which the body does not repeat", async () => {
    inEnglish(<LoanConfirmScreen {...base} retention={retention} />);
    const dialog = await screen.findByRole('dialog', { name: retention.title });
    expect(within(dialog).getAllByText(retention.title)).toHaveLength(1);
    expect(within(dialog).queryByText('Before you go')).toBeNull();
    expect(within(dialog).getByText(retention.content)).toBeTruthy();
  });

  it("keeps the catalogue's title when the server sends none", async () => {
    inEnglish(<LoanConfirmScreen {...base} retention={{ content: retention.content }} />);
    await screen.findByRole('dialog', { name: 'Before you go' });
  });

  it("is titled 'Point out' with the server's title and content in the spec", async () => {
    inSpec(<LoanConfirmScreen {...base} retention={retention} />);
    const dialog = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(dialog).getByText(retention.title)).toBeTruthy();
    expect(within(dialog).getByText(retention.content)).toBeTruthy();
  });
});
