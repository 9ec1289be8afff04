import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld, useStoryWorld } from '../../stories-assets/market';
import { Button } from '../Button';
import { CityPicker, DayPicker, Picker, type PickerProps } from './Picker';

/** The shown brand's banks (and a wallet), as picker options. */
const banks = ({ market }: StoryWorld) => ({
  options: market.banks.map((bank) => ({ label: bank.name, value: bank.code })),
});

/** The shown brand's cities, as picker options. */
const cities = ({ market }: StoryWorld) => ({ options: market.cities.map((c) => ({ label: c, value: c })) });

const meta = {
  title: 'Components/Picker',
  component: Picker,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', market: banks },
  args: { open: true, title: 'Bank name', ...banks(philippineWorld), onConfirm: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank-form field per market: what a play picked is one market's value, so another market's brand starts afresh. */
function Field(props: PickerProps & { picker?: typeof Picker }) {
  return <MarketField key={useStoryWorld().market.id} {...props} />;
}

/** A bank-form field that opens the picker and shows the committed value. */
function MarketField({ picker: Sheet = Picker, ...args }: PickerProps & { picker?: typeof Picker }) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(args.value ?? '');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {`${args.title}: ${value || 'none'}`}
      </Button>
      <Sheet
        {...args}
        open={open}
        value={value}
        onConfirm={(next) => {
          args.onConfirm(next);
          setValue(next);
          setOpen(false);
        }}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Open: Story = {
  render: (args) => <Field {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Bank name' })).toHaveAttribute('open');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ConfirmChoice: Story = {
  render: (args) => <Field {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Metrobank' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('MBT');
    await userEvent.click(canvas.getByRole('button', { name: 'Bank name: MBT' }));
    // Reopened with the committed value chosen.
    await expect(canvas.getByRole('radio', { name: 'Metrobank' })).toBeChecked();
  },
};

export const CancelDropsChoice: Story = {
  args: { value: philippineWorld.market.banks[0].code },
  parameters: { market: (world: StoryWorld) => ({ ...banks(world), value: world.market.banks[0].code }) },
  render: (args) => <Field {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'GCash' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Bank name: BDO' }));
    await expect(canvas.getByRole('radio', { name: 'BDO Unibank' })).toBeChecked();
  },
};

export const Day: Story = {
  args: { title: 'Pay day', value: '15' },
  render: (args) => <Field {...args} picker={DayPicker} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(31);
    await expect(canvas.getByRole('radio', { name: '15' })).toBeChecked();
  },
};

export const CitySearch: Story = {
  args: { title: 'City', ...cities(philippineWorld) },
  parameters: { market: cities },
  render: (args) => <Field {...args} picker={CityPicker} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'city');
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cebu City' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Cebu City');
    await userEvent.click(canvas.getByRole('button', { name: 'City: Cebu City' }));
  },
};
