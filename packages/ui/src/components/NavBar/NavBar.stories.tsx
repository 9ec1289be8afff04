import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { NavBarProvider } from './NavBarProvider';

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Payment account information', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Payment account information' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithoutBack: Story = {
  args: { title: 'Complaint', onBack: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

export const WithRightSlot: Story = {
  args: {
    title: 'Complaint',
    right: (
      <a href="#my-complaints" style={{ padding: '12px 8px', display: 'inline-block' }}>
        My complaints
      </a>
    ),
  },
};

export const LongTitle: Story = {
  args: { title: 'Payment instructions for e-wallet and over-the-counter payment' },
};

/** In the app: the screen gives no back, the shell's provider does (there is a page to go back to). */
export const BackFromTheApp: Story = {
  args: { title: 'Repayment code', onBack: undefined },
  render: function Render(args) {
    const onBack = fn();
    return (
      <NavBarProvider title={args.title} onBack={onBack}>
        <NavBar {...args} />
      </NavBarProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};
