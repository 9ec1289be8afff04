import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money, moneySizes, moneyTones } from './Money';

const meta = {
  title: 'Components/Money',
  component: Money,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: moneySizes },
    tone: { control: 'inline-radio', options: moneyTones },
  },
  args: { amount: 522750 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's main figure: large, bold, tabular; it shrinks rather than wraps below 360 px. */
export const Hero: Story = {
  args: { size: 'hero' },
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('[data-nowrap="amount"]');
    await expect(amount?.textContent).toMatch(/5,?227\.50/);
    await expect(amount && getComputedStyle(amount).whiteSpace).toBe('nowrap');
  },
};

/** An amount inside a sentence or a row: the text's own size, still on one line. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Repay <Money {...args} /> by 2026-12-20.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('[data-nowrap="amount"]');
    await expect(amount?.textContent).toMatch(/5,?227\.50/);
  },
};

/** An overdue amount in the critical colour. */
export const HeroOverdue: Story = {
  args: { size: 'hero', tone: 'critical' },
};

/** Each tone is one token on every screen: neutral the surrounding text, due warning, overdue danger, paid success. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {moneyTones.map((tone) => (
        <Money key={tone} {...args} tone={tone} data-tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = getComputedStyle(canvasElement);
    const colour = (token: string) => {
      const probe = document.createElement('span');
      probe.style.color = root.getPropertyValue(`--loan-color-${token}`);
      canvasElement.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    const shown = (tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-tone="${tone}"]`) as Element).color;
    await expect(shown('neutral')).toBe(colour('text'));
    await expect(shown('due')).toBe(colour('warning'));
    await expect(shown('critical')).toBe(colour('danger'));
    await expect(shown('success')).toBe(colour('success'));
  },
};

/** No amount from the server: a dash that a screen reader reads as the amount being unavailable. */
export const Unknown: Story = {
  args: { size: 'hero', amount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/undefined|NaN|₱|₹/);
  },
};
