import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementLinks } from './AgreementLinks';

const meta = {
  title: 'Components/AgreementLinks',
  component: AgreementLinks,
  tags: ['autodocs'],
  args: {
    agreements: [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }, { title: 'Disclosure Statement' }],
    onOpen: fn(),
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof AgreementLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2: the box starts checked. */
export const CheckedByDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I have read and agree to' }),
    ).toBeChecked();
  },
};

export const OpensAnAgreement: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Privacy Notice' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ title: 'Privacy Notice' }, 1);
  },
};

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const CustomLabel: Story = {
  args: { label: 'I agree to the', agreements: [{ title: 'Loan Terms And Conditions' }] },
};

/** Spec 2: the block is hidden when there are no agreements. */
export const NoAgreementsHidden: Story = {
  args: { agreements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};
