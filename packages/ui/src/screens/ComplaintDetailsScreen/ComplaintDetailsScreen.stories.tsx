import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { photos } from '../../stories-assets/images';
import { ComplaintDetailsScreen, type ComplaintDetailsScreenProps } from './ComplaintDetailsScreen';

const closedRating = { open: false, stars: 0, onStarsChange: fn(), onCancel: fn(), onSend: fn() };

/** The stars held in state, as the route container holds them. */
function Stateful(props: ComplaintDetailsScreenProps) {
  const [stars, setStars] = useState(props.rating.stars);
  return (
    <ComplaintDetailsScreen
      {...props}
      rating={{
        ...props.rating,
        stars,
        onStarsChange: (next) => {
          setStars(next);
          props.rating.onStarsChange(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'Screens/ComplaintDetails',
  component: ComplaintDetailsScreen,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Stateful {...args} />,
  args: {
    type: 'Collection',
    sonType: 'Too many calls',
    content: 'I was called five times in one hour about a loan that is not yet due.',
    images: [photos[0] ?? '', photos[1] ?? ''],
    resultText: 'We are sorry. The agent was reminded of our rules and calls are now limited.',
    // Customer service's answer attaches a statement screenshot (a real-looking picture, not bars).
    resultImages: [photos[3] ?? ''],
    rating: closedRating,
  },
} satisfies Meta<typeof ComplaintDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type and sub type, the text as text (not a field, no counter), images and the result by customer service. */
export const WithResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Collection')).toBeVisible();
    await expect(canvas.getByText('Too many calls')).toBeVisible();
    // Shown as text: nothing on the page looks or acts like a field to type in.
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(canvas.getByText(/^I was called five times/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByText('69/200')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Process Result' })).toBeVisible();
    await expect(canvas.getByText('Customer service')).toBeVisible();
  },
};

/** Neither result text nor result images: no 'Process Result' block. */
export const WithoutResult: Story = {
  args: { sonType: '', images: [], resultText: '', resultImages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Process Result' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Complaint images' })).toBeNull();
  },
};

/** Only result images, no text: the block shows. */
export const ResultImagesOnly: Story = {
  args: { resultText: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Process Result' })).toBeVisible();
  },
};

/** A tap on an image enlarges it; Close returns. The shot shows it enlarged. */
export const EnlargeImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const enlarge = () => userEvent.click(canvas.getByRole('button', { name: 'Enlarge complaint image 2' }));
    await enlarge();
    const dialog = await body.findByRole('dialog', { name: 'Complaint image 2 of 2' });
    await expect(within(dialog).getByRole('img', { name: 'Complaint image 2' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await enlarge();
    const again = await body.findByRole('dialog', { name: 'Complaint image 2 of 2' });
    await expect(within(again).getByRole('img', { name: 'Complaint image 2' })).toBeVisible();
  },
};

/** The rating modal: 5 stars, Cancel and Send; a tap on the mask does not close it. */
export const RatingOpen: Story = {
  args: { rating: { ...closedRating, open: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Please rate this service' });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(dialog, { skipHover: true });
    await expect(args.rating.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /4/ }));
    await expect(args.rating.onStarsChange).toHaveBeenCalledWith(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.rating.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.rating.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** save-score in flight: Send is busy and ignores taps. */
export const RatingSending: Story = {
  args: { rating: { ...closedRating, open: true, stars: 5, sending: true } },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.rating.onSend).not.toHaveBeenCalled();
  },
};

/** Read again after a failure. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Process Result' })).toBeNull();
  },
};
