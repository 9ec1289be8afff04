import { enCatalogue } from '@loan/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { type MobileInputMode, PromotionLandingScreen } from './PromotionLandingScreen';

const noop = () => undefined;

/** The screen with its mobile field controlled, as the container holds it. */
function Landing(props: {
  mobilePlaceholder?: string;
  mobileMaxLength?: number;
  mobileInputMode?: MobileInputMode;
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
