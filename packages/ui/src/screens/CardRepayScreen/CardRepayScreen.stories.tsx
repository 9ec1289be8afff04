import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialsOf } from '../../components/LogoTile';
import { channelMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { CardRepayScreen, type CardRepayScreenProps } from './CardRepayScreen';

/** The borrower's two cards, at the shown brand's market's banks. */
const cardsOf = ({ market }: StoryWorld) =>
  market.bankCards.map(({ id, bankName, cardNo }) => ({ id, bankName, cardNo }));
const cards = cardsOf(philippineWorld);

const closedSms = {
  open: false,
  code: '',
  onCodeChange: fn(),
  onConfirm: fn(),
  onCancel: fn(),
  onResend: fn(),
};

/** The screen with its card choice and SMS code held in state, as the route container holds them. */
function Stateful(props: CardRepayScreenProps) {
  const [selected, setSelected] = useState(props.selectedCardId);
  const [code, setCode] = useState(props.sms.code);
  return (
    <CardRepayScreen
      {...props}
      selectedCardId={selected}
      onSelectCard={(id) => {
        setSelected(id);
        props.onSelectCard(id);
      }}
      sms={{
        ...props.sms,
        code,
        onCodeChange: (next) => {
          setCode(next);
          props.sms.onCodeChange(next);
        },
      }}
    />
  );
}

/**
 * The countdown reads the clock: hold it still from now on, so every brand's and width's screenshot
 * (six, over more than a second) shows the same second. Returns the undo.
 */
function holdClock() {
  const realNow = Date.now;
  const now = realNow();
  Date.now = () => now;
  return () => {
    Date.now = realNow;
  };
}

const meta = {
  title: 'Screens/CardRepay',
  component: CardRepayScreen,
  parameters: { layout: 'fullscreen', market: (world: StoryWorld) => ({ cards: cardsOf(world) }) },
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    amount: 522750,
    dueDate: '2026-12-20',
    cards,
    selectedCardId: '',
    onSelectCard: fn(),
    onPay: fn(),
    onRetry: fn(),
    showRedirect: true,
    onRedirect: fn(),
    sms: closedSms,
  },
} satisfies Meta<typeof CardRepayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₱5227.50')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    await expect(canvas.getByText('Loading your bank cards')).toHaveAttribute('role', 'status');
  },
};

export const ChooseCardAndPay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Pay with bank card' });
    await userEvent.click(within(group).getByRole('radio', { name: /BPI/ }));
    await expect(args.onSelectCard).toHaveBeenCalledWith('c-2');
    await expect(within(group).getByRole('radio', { name: /BPI/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₱5227.50' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** The screen's space for what comes next: the due date, each bank's tile, and the steps after Pay. */
export const DueDateAndSteps: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026-12-20')).toBeVisible();
    // No logo from the server: each card shows its bank's initials, never a blank square.
    const tiles = canvas.getByRole('radiogroup').querySelectorAll('svg text');
    await expect([...tiles].map((tile) => tile.textContent)).toEqual(
      (args.cards ?? []).map((card) => initialsOf(card.bankName)),
    );
    const steps = canvas.getByRole('region', { name: 'What happens after you pay' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getByText(/^Tap Pay\. If your bank asks for it/)).toBeVisible();
  },
};

const withLogo = ([first, ...rest]: typeof cards): CardRepayScreenProps['cards'] =>
  first ? [{ ...first, logo: channelMark(first.bankName) }, ...rest] : rest;

/** A bank logo from the server shows in place of the initials tile. */
export const WithBankLogo: Story = {
  args: {
    cards: withLogo(cards),
    selectedCardId: 'c-1',
  },
  parameters: { market: (world: StoryWorld) => ({ cards: withLogo(cardsOf(world)) }) },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('radiogroup').querySelector('img');
    await expect(logo).toHaveAttribute('alt', '');
  },
};

/** Without a due date the amount stands alone. */
export const WithoutDueDate: Story = {
  args: { dueDate: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Due date')).toBeNull();
  },
};

export const Paying: Story = {
  args: { selectedCardId: 'c-1', paying: true },
  play: async ({ args, canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Pay ₱5227.50' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 7; i++) await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const RedirectButton: Story = {
  args: { selectedCardId: 'c-1' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay online' }));
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRedirect: Story = {
  args: { showRedirect: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Pay online' })).toBeNull();
  },
};

/** No card to pay from: Add a bank card is the one primary in place of Pay (issue 24 review). */
export const NoCards: Story = {
  args: { cards: [], onAddCard: fn() },
  parameters: { market: () => ({}) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No bank card yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Bind a bank card' }));
    await expect(args.onAddCard).toHaveBeenCalledTimes(1);
    // The redirect stays the other way, said for what it is.
    await expect(canvas.getByRole('button', { name: 'Pay online' })).toHaveAccessibleDescription(
      "Or pay on your bank's page, without a saved card.",
    );
  },
};

export const CardListFailed: Story = {
  args: { state: 'failed', failure: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'failed to query card list' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CardListFailedWithMessage: Story = {
  args: { state: 'failed', failure: 'Card payments are paused for maintenance.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Card payments are paused for maintenance.' }),
    ).toBeVisible();
  },
};

export const SmsStep: Story = {
  args: { selectedCardId: 'c-1', sms: { ...closedSms, open: true } },
  beforeEach: () => holdClock(),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Enter the SMS code' });
    const sheet = within(dialog);
    // The code was just sent: the countdown runs from 60 and the button is locked.
    const countdown = sheet.getByRole('button', { name: 'Resend in 60s' });
    await expect(countdown).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(countdown);
    await expect(args.sms.onResend).not.toHaveBeenCalled();
    await userEvent.type(sheet.getByLabelText('SMS code'), '12a3456789');
    await expect(sheet.getByLabelText('SMS code')).toHaveValue('123456');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await expect(args.sms.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await expect(args.sms.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const SmsConfirming: Story = {
  args: { selectedCardId: 'c-1', sms: { ...closedSms, open: true, code: '123456', confirming: true } },
  beforeEach: () => holdClock(),
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.sms.onConfirm).not.toHaveBeenCalled();
  },
};

/** A 1 s countdown shows the end of it: the button unlocks as 'Resend' and commits again. */
let releaseClock = () => {};
export const SmsResend: Story = {
  args: { selectedCardId: 'c-1', sms: { ...closedSms, open: true, seconds: 1 } },
  beforeEach: () => () => releaseClock(),
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const resend = await within(dialog).findByRole('button', { name: 'Resend' }, { timeout: 3000 });
    await userEvent.click(resend);
    await expect(args.sms.onResend).toHaveBeenCalledTimes(1);
    // The new countdown runs 1 s: hold it, so every brand's and width's shot shows the same second.
    releaseClock = holdClock();
  },
};

/** Neither the link nor the order had an amount: a dash and the message; Pay and Pay online send nothing. */
export const AmountMissing: Story = {
  args: {
    amount: '',
    amountMissing:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
    selectedCardId: 'c-1',
    onContact: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Amount to repay' });
    await expect(summary).toHaveTextContent('—');
    await expect(summary).not.toHaveTextContent(/undefined|NaN|₱/);
    const pay = canvas.getByRole('button', { name: 'Pay' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription(args.amountMissing ?? '');
    await userEvent.click(pay);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay online' }));
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(args.onRedirect).not.toHaveBeenCalled();
    // The message asks to refresh or contact customer service: both are buttons under it (issue 23).
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};
