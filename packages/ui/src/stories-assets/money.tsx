import { intlMoney } from '@loan/core';
import type { Decorator } from '@storybook/react-vite';
import { ConfigProvider } from '../config';

/** A story whose amounts are written in en-IN rupees, whatever the brand: proves the kit reads its provider. */
export const inRupees: Decorator = (Story) => (
  <ConfigProvider money={intlMoney('en-IN', 'INR')}>
    {/* Rupees on purpose in every brand: the visual tests' market guard lets this currency pass. */}
    <div data-story-currency="INR" style={{ display: 'contents' }}>
      <Story />
    </div>
  </ConfigProvider>
);
