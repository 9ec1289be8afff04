import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrustFacts } from './TrustFacts';

describe('TrustFacts', () => {
  it('shows the registration, the licence and the grievance officer with their labels', () => {
    render(
      <TrustFacts
        trust={{
          registration: 'SEC Registration No. CS201912345',
          licence: 'Certificate of Authority No. 3141',
          grievanceOfficer: { name: 'Priya Raman', email: 'grievance@example.in', phone: '+91 22 4000 1299' },
        }}
      />,
    );
    const block = screen.getByRole('region', { name: 'Registration and licence' });
    expect(block.textContent).toContain('RegistrationSEC Registration No. CS201912345');
    expect(block.textContent).toContain('Licence to lendCertificate of Authority No. 3141');
    expect(screen.getByRole('link', { name: 'grievance@example.in' }).getAttribute('href')).toBe(
      'mailto:grievance@example.in',
    );
    expect(screen.getByRole('link', { name: '+91 22 4000 1299' }).getAttribute('href')).toBe(
      'tel:+912240001299',
    );
  });

  it("names the officer as the market's law does: a data protection officer in the Philippines", () => {
    const officer = { name: 'Carmela Santos', email: 'dpo@masaganacredit.ph' };
    const { unmount } = render(
      <TrustFacts trust={{ grievanceOfficer: { ...officer, role: 'dataProtection' } }} />,
    );
    const block = screen.getByRole('region', { name: 'Registration and licence' });
    expect(block.textContent).toContain('Data protection officerCarmela Santos');
    expect(screen.queryByText('Grievance officer')).toBeNull();
    unmount();
    render(<TrustFacts trust={{ grievanceOfficer: officer }} />);
    expect(screen.getByText('Grievance officer')).toBeTruthy();
  });

  it('leaves out a fact the brand does not have', () => {
    render(<TrustFacts trust={{ registration: 'RBI Certificate of Registration No. N-13.02468' }} />);
    expect(screen.getByRole('region', { name: 'Registration and licence' }).textContent).toContain(
      'N-13.02468',
    );
    expect(screen.queryByText('Licence to lend')).toBeNull();
    expect(screen.queryByText('Grievance officer')).toBeNull();
  });

  it('renders nothing for a brand without trust facts (the spec product)', () => {
    const { container } = render(<TrustFacts trust={undefined} />);
    expect(container.innerHTML).toBe('');
    render(<TrustFacts trust={{}} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
