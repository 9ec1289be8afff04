import { enCatalogue } from '@loan/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { type LegalLinks, type MobileInputMode, PromotionLandingScreen } from './PromotionLandingScreen';

const noop = () => undefined;

/** The screen with its mobile field controlled, as the container holds it. */
function Landing(props: {
  mobilePlaceholder?: string;
  mobileMaxLength?: number;
  mobileInputMode?: MobileInputMode;
  buttonText?: string;
  legal?: LegalLinks;
}) {
  const [mobile, setMobile] = useState('');
  return (
    <PromotionLandingScreen
      state="ready"
      mobile={mobile}
      onMobileChange={setMobile}
      captcha=""
      onCaptchaChange={noop}
      smsCode=""
      onSmsCodeChange={noop}
      captchaUrl=""
      onRefreshCaptcha={noop}
      onSendSms={noop}
      onSendSmsLocked={noop}
      onRegister={noop}
      {...props}
    />
  );
}

describe("the mobile field follows the market rule's props", () => {
  it("a phone keypad ('tel') keeps +, spaces and dashes up to the rule's length, with the rule's hint", async () => {
    render(
      <ConfigProvider locale={enCatalogue}>
        <Landing mobilePlaceholder="09XX XXX XXXX" mobileMaxLength={16} mobileInputMode="tel" />
      </ConfigProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(input.placeholder).toBe('09XX XXX XXXX');
    expect(input.inputMode).toBe('tel');
    expect(input.maxLength).toBe(16);
    await userEvent.type(input, '+63 917-123 4567x');
    expect(input.value).toBe('+63 917-123 4567');
  });

  it("without them, the spec's field: 11 digits only and the catalogue's hint", async () => {
    render(<Landing />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(input.placeholder).toBe('11-digit mobile number');
    expect(input.inputMode).toBe('numeric');
    await userEvent.type(input, '+63 917 123 4567');
    expect(input.value).toBe('63917123456');
  });
});

describe('the consent line names the register button as it reads', () => {
  const legal: LegalLinks = { privacyHref: '/privacyPolicy', termsHref: '/loanTerms' };

  it("with the template's label, the sentence says that label", () => {
    render(<Landing buttonText="Apply now" legal={legal} />);
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeTruthy();
    const line = screen.getByRole('link', { name: 'Privacy Policy' }).closest('p');
    expect(line?.textContent).toBe(
      'By tapping Apply now, you agree to our Privacy Policy and Loan Terms And Conditions.',
    );
  });

  it("without one, the catalogue's label of the button", () => {
    render(<Landing legal={legal} />);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).closest('p')?.textContent).toMatch(
      /^By tapping Register, you agree to our/,
    );
  });

  it("a label with braces stays the label's text, never a link", () => {
    render(<Landing buttonText="Get {terms}" legal={legal} />);
    const line = screen.getByRole('link', { name: 'Privacy Policy' }).closest('p');
    expect(line?.textContent).toBe(
      'By tapping Get {terms}, you agree to our Privacy Policy and Loan Terms And Conditions.',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
