import { type BankFormItem, bankFieldKind, visibleBankItems } from '@loan/core';
import { bankFormItems, bankFormLabels } from '@loan/sandbox/markets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onlyInMarket, philippineWorld, type StoryWorld, useStoryWorld } from '../../stories-assets/market';
import { type BankField, BindBankScreen, type BindBankScreenProps } from './BindBankScreen';

/**
 * The form's items as the sandbox seeds them for the shown brand's market (`bankFormItems`): the
 * Philippines' wallet numbers, card number and bank city; India's UPI ID, account number, IFSC and PAN.
 */
const itemsOf = ({ market }: StoryWorld): BankFormItem[] =>
  bankFormItems(market).map((item) => ({ ...item, note: item.note ?? [] }) as BankFormItem);

const fieldsFor = (items: BankFormItem[], cardType: string, values: Record<string, string>): BankField[] =>
  visibleBankItems(items, Number(cardType), values).map((item) => ({
    code: item.code,
    title: item.title,
    placeholder: item.subtitle ?? undefined,
    kind: bankFieldKind(item),
    options: item.note.map((option) => ({ label: option.name, value: String(option.type) })),
  }));

const cardTypes = [
  { value: '1', label: 'E-wallet' },
  { value: '2', label: 'Bank card' },
];

/** The screen with its values and card type held, as the container holds them. */
function Stateful(args: BindBankScreenProps) {
  const items = itemsOf(useStoryWorld());
  const [values, setValues] = useState(args.values);
  const [cardType, setCardType] = useState(args.cardType);
  return (
    <BindBankScreen
      {...args}
      cardType={cardType}
      onCardTypeChange={(next) => {
        args.onCardTypeChange(next);
        setCardType(next);
      }}
      values={values}
      onChange={(code, value) => {
        args.onChange(code, value);
        setValues((current) => ({ ...current, [code]: value }));
      }}
      fields={args.state === 'ready' ? fieldsFor(items, cardType, values) : []}
    />
  );
}

const meta = {
  title: 'Screens/BindBank',
  component: BindBankScreen,
  parameters: { layout: 'fullscreen' },
  // What a play typed is one market's input: another market's brand starts the form afresh.
  render: function BindBank(args) {
    return <Stateful key={useStoryWorld().market.id} {...args} />;
  },
  args: {
    state: 'ready',
    cardTypes,
    cardType: '1',
    onCardTypeChange: fn(),
    fields: [],
    values: { channel: '90006' },
    onChange: fn(),
    onNext: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BindBankScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the form')).toHaveAttribute('role', 'status');
  },
};

/** Card type 1 with the default channel 90006: the GCash number shows, the Maya number does not. */
export const EWallet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Bank or e-wallet GCash' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'GCash number' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Maya number' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID number' }), '12-ab 34');
    await expect(canvas.getByRole('textbox', { name: 'ID number' })).toHaveValue('1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'GCash number' }), '0917 123 4567 89');
    await expect(canvas.getByRole('textbox', { name: 'GCash number' })).toHaveValue('09171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The channel sheet: Cancel keeps GCash, Confirm on Maya swaps the wallet number field. */
export const ChannelPicker: Story = {
  args: { defaultOpenPicker: 'channel' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Bank or e-wallet',
    });
    await expect(within(sheet).getByRole('radio', { name: 'GCash' })).toBeChecked();
    // The sheet opens on its list: the chosen row carries no focus ring at rest (issue 24 review).
    await expect(within(sheet).getByRole('radio', { name: 'GCash' })).not.toHaveFocus();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Maya' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onChange).toHaveBeenCalledWith('channel', '90007');
    await expect(canvas.getByRole('textbox', { name: 'Maya number' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'GCash number' })).toBeNull();
    // Open again for review: the sheet starts from the committed choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Bank or e-wallet Maya' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Bank or e-wallet',
    });
    await expect(within(again).getByRole('radio', { name: 'Maya' })).toBeChecked();
  },
};

/** Card type 2: the card number in groups of four and the bank city; no channel items. */
export const BankCard: Story = {
  args: { cardType: '2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('button', { name: /Bank or e-wallet/ })).toBeNull();
    const card = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(card, '4111111111111111');
    await expect(card).toHaveValue('4111 1111 1111 1111');
    await expect(args.onChange).toHaveBeenLastCalledWith('cardNo', '4111111111111111');
    await userEvent.click(canvas.getByRole('tab', { name: 'E-wallet' }));
    await expect(args.onCardTypeChange).toHaveBeenCalledWith('1');
  },
};

/** The city sheet, searchable (a Philippine lender's item: India's bank tab asks for the IFSC instead). */
export const CityPicker: Story = {
  args: { cardType: '2', defaultOpenPicker: 'bankCity' },
  parameters: { ...onlyInMarket('philippines') },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Bank city' });
    await userEvent.type(within(sheet).getByRole('searchbox', { name: 'Search' }), 'cebu');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Cebu City' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onChange).toHaveBeenCalledWith('bankCity', '1003');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bank city Cebu City' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Bank city' });
    await expect(within(again).getByRole('radio', { name: 'Cebu City' })).toBeChecked();
  },
};

/** The day sheet, 1 to 31; Cancel drops the choice. */
export const DayPicker: Story = {
  args: { defaultOpenPicker: 'salaryDay' },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pay day' });
    await expect(within(sheet).getAllByRole('radio')).toHaveLength(31);
    // Focus starts on the list, which draws no ring of its own (no black rules across the sheet).
    const list = within(sheet).getByRole('radiogroup').closest('[tabindex="-1"]');
    await expect(list).toHaveFocus();
    await expect(getComputedStyle(list as Element).outlineStyle).toBe('none');
    await userEvent.click(within(sheet).getByRole('radio', { name: '15' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay day Day of the month' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pay day' });
    await expect(within(again).getByRole('radio', { name: '15' })).not.toBeChecked();
  },
};

/** Messages under their fields (`errors`), for a brand that maps the server's answer to items; Next checks nothing itself. */
const required = ({ market }: StoryWorld) => {
  const form = market.bankForm;
  const { accountName, wallet } = bankFormLabels(market);
  return {
    errors: {
      accountName: `Please fill in ${accountName.title}`,
      [form?.walletItem.code ?? 'walletNumber']: `Please fill in ${wallet}`,
      salaryDay: 'Please choose Pay day',
      [form?.idItem.code ?? 'idNumber']: `Please fill in ${form?.idItem.title ?? 'ID number'}`,
    },
  };
};

export const Required: Story = {
  args: required(philippineWorld),
  parameters: { market: required },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(
      'Please fill in Account name',
    );
    await expect(
      canvas.getByRole('button', { name: 'Pay day Day of the month' }),
    ).toHaveAccessibleDescription('Please choose Pay day');
  },
};

/** A complete e-wallet form of the shown brand's market. */
function submitted({ market }: StoryWorld) {
  const form = market.bankForm;
  const channel = String(market.wallets[0].channelNumber);
  if (form)
    return {
      values: {
        accountName: form.accountName.sample,
        channel,
        [form.walletItem.code]: form.walletItem.sample,
        salaryDay: '15',
        [form.idItem.code]: form.idItem.sample,
      },
    };
  return {
    values: {
      accountName: market.people.fullName,
      channel,
      walletNumber: market.phones.wallet,
      salaryDay: '15',
      idNumber: '1234',
    },
  };
}

/** bind-card in flight: Next is busy and ignores presses. */
export const Submitting: Story = {
  args: { submitting: true, ...submitted(philippineWorld) },
  parameters: { market: submitted },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** One card type only: no tabs. */
export const SingleCardType: Story = {
  args: { cardTypes: [{ value: '1', label: 'E-wallet' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toBeVisible();
  },
};

/** No item in the answer: no Next, and Try again as the way on (issue 23: never a page without an action). */
export const Empty: Story = {
  args: { state: 'empty', onDone: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No account details are needed right now' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    // Nothing failed: the way on leaves (back to the loan or closing), never a retry of a success.
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/**
 * An item whose choices did not come (the bank list): it says so with its own Try again, never an empty
 * picker (issue 23); the tabs and the other fields keep their place, and Next waits, described by the
 * message, since the form cannot be finished (issue 24 review).
 */
export const ChoicesNotRead: Story = {
  render: function ChoicesNotRead(args) {
    const items = itemsOf(useStoryWorld()).map((item) =>
      item.code === 'channel' ? { ...item, note: [] } : item,
    );
    return <BindBankScreen {...args} fields={fieldsFor(items, args.cardType, args.values)} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('group', { name: 'Bank or e-wallet' });
    await expect(item).toHaveTextContent('The choices could not be loaded. Please try again.');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription('The choices could not be loaded. Please try again.');
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  // A failure that may pass (the connection): Try again. An expired session never reaches this block (the app offers Log in again).
  args: { state: 'failed', failure: 'We could not reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
