import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { CustomerServiceScreen } from './CustomerServiceScreen';

/**
 * The contacts the shown brand answers with: its company's e-mail and service phone (the ones its about
 * us, terms and privacy policy show), and its market's chat line.
 */
const fromWorld = ({ market, company }: StoryWorld) => ({
  contact: { email: company.email, smWa: market.lender.chatPhone },
  servicePhone: company.servicePhone,
});
const lender = {
  email: philippineWorld.company.email,
  chatPhone: philippineWorld.market.lender.chatPhone,
  servicePhone: philippineWorld.company.servicePhone,
};
const servicePhoneOf = ({ company }: StoryWorld) => ({ servicePhone: company.servicePhone });

const meta = {
  title: 'Screens/CustomerService',
  component: CustomerServiceScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    state: 'ready',
    ...fromWorld(philippineWorld),
    onCallPhone: fn(),
    onRetry: fn(),
    complaintHref: '/dissatisfiedAnd?sessionId=demo',
    onOpenComplaint: fn(),
  },
} satisfies Meta<typeof CustomerServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the contacts')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('link', { name: lender.email })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Make a complaint/ })).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    await expect(canvas.getByText(lender.chatPhone)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy online service contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: lender.email })).toHaveAttribute(
      'href',
      `mailto:${lender.email}`,
    );
    await expect(canvas.getByText(lender.servicePhone)).toBeVisible();
    // One pattern per row (issue 24 review): the e-mail sits as far below its label as the other values,
    // and Call weighs what Copy weighs.
    const gap = (value: HTMLElement) =>
      value.getBoundingClientRect().top -
      (value.previousElementSibling as HTMLElement).getBoundingClientRect().bottom;
    const email = canvas.getByRole('link', { name: lender.email });
    await expect(Math.round(gap(email))).toBe(Math.round(gap(canvas.getByText(lender.chatPhone))));
    const copy = canvas.getByRole('button', { name: 'Copy online service contact' });
    const call = canvas.getByRole('button', { name: 'Call customer service' });
    await expect(call.className).toBe(copy.className);
  },
};

export const CallPhone: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Call customer service' }));
    await expect(args.onCallPhone).toHaveBeenCalledTimes(1);
  },
};

export const OpenComplaint: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Make a complaint/ });
    await expect(link).toHaveAttribute('href', '/dissatisfiedAnd?sessionId=demo');
    await userEvent.click(link);
    await expect(args.onOpenComplaint).toHaveBeenCalledTimes(1);
  },
};

/** The server refused: its message with a retry; the phone and the complaint link still work. */
export const Failed: Story = {
  args: {
    state: 'failed',
    contact: undefined,
    failure: 'Our service is busy. Please try again in a few minutes.',
  },
  parameters: { market: servicePhoneOf },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Our service is busy. Please try again in a few minutes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Call customer service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Make a complaint/ })).toBeVisible();
  },
};

/** A value that is not an e-mail address is shown as text, never as a link (server text is text). */
export const EmailNotAnAddress: Story = {
  args: { contact: { email: '<b>write to us</b>', smWa: '' } },
  parameters: { market: servicePhoneOf },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>write to us</b>')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /write to us/ })).toBeNull();
    await expect(canvas.queryByText('Online service')).toBeNull();
  },
};

export const WithoutPhoneOrComplaintLink: Story = {
  args: { servicePhone: undefined, complaintHref: undefined },
  parameters: { market: (world: StoryWorld) => ({ contact: fromWorld(world).contact }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Call customer service' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Make a complaint/ })).toBeNull();
  },
};
