import { defaultBrand } from '@loan/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';

const company = defaultBrand.company;
const officer = {
  name: 'Carmela Santos',
  email: 'dpo@masaganacredit.ph',
  phone: '+63 2 8765 4321',
  address: 'Pasig City',
};
const section = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).parentElement as HTMLElement);

describe('PrivacyPolicyScreen officer', () => {
  it("keeps the spec's grievance officer section with the company's contacts without trust facts", () => {
    render(<PrivacyPolicyScreen company={company} />);
    const grievance = section('Grievance Officer');
    expect(grievance.getByText(`Grievance Officer, ${company.name}`)).toBeTruthy();
    expect(grievance.getByRole('link', { name: company.email })).toBeTruthy();
  });

  it("names the brand's grievance officer with their own e-mail, as About us does", () => {
    const grievanceOfficer = { ...officer, name: 'Priya Raman', email: 'grievance@sahyogfinserv.in' };
    render(<PrivacyPolicyScreen company={company} trust={{ grievanceOfficer }} />);
    const grievance = section('Grievance Officer');
    expect(grievance.getByText(`Priya Raman, Grievance Officer, ${company.name}`)).toBeTruthy();
    expect(grievance.getByRole('link', { name: 'grievance@sahyogfinserv.in' }).getAttribute('href')).toBe(
      'mailto:grievance@sahyogfinserv.in',
    );
    expect(grievance.queryByRole('link', { name: company.email })).toBeNull();
  });

  it("says data protection officer where the brand's law does (the Philippines' Data Privacy Act)", () => {
    render(
      <PrivacyPolicyScreen
        company={company}
        trust={{ grievanceOfficer: { ...officer, role: 'dataProtection' } }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Grievance Officer' })).toBeNull();
    const dpo = section('Data Protection Officer');
    expect(dpo.getByText(`Carmela Santos, Data Protection Officer, ${company.name}`)).toBeTruthy();
    expect(dpo.getByText(/National Privacy Commission/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contents' }).textContent).toContain(
      'Data Protection Officer',
    );
  });
});
