import { intlMoney } from '@loan/core';
import type { Decorator } from '@storybook/react-vite';
import { ConfigProvider } from '../config';

/** A story whose amounts are written in en-IN rupees, whatever the brand: proves the kit reads its provider. */
export const inRupees: Decorator = (Story) => (
  <ConfigProvider money={intlMoney('en-IN', 'INR')}>
    <Story />
  </ConfigProvider>
);
