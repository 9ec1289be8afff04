import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { photos } from '../../stories-assets/images';
import { ComplaintNextScreen, type ComplaintNextScreenProps } from './ComplaintNextScreen';

/** Holds the description like the container does. */
function Interactive(props: ComplaintNextScreenProps) {
  const [text, setText] = useState(props.text);
  return (
    <ComplaintNextScreen
      {...props}
      text={text}
      onTextChange={(next) => {
        setText(next);
        props.onTextChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/ComplaintNext',
  component: ComplaintNextScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    typeTags: ['Collection', 'Too many calls'],
    text: '',
    onTextChange: fn(),
    upload: fn(async () => ({ url: 'https://cdn.example.com/evidence/new.jpg' })),
    onSend: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ComplaintNextScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the complaint form')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** The type tags, an empty description with 0/200, the image grid and the handling time. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tags = within(canvas.getByRole('list', { name: 'Question type' }));
    await expect(tags.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('0/200')).toBeVisible();
    await expect(canvas.getByText('We will handle your complaint within 3 weekdays.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Typed text counts up; a restored draft's images are shown as uploaded. */
export const Draft: Story = {
  args: {
    text: 'They called my employer three times today',
    defaultImages: [
      { id: 'a', src: photos[1], state: 'done', url: 'https://cdn.example.com/a.jpg' },
      { id: 'b', src: photos[3], state: 'done', url: 'https://cdn.example.com/b.jpg' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41/200')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Describe the problem' }), '.');
    await expect(canvas.getByText('42/200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove image 2' })).toBeVisible();
  },
};

/** problem-save in flight: Send shows a spinner and ignores presses. */
export const Saving: Story = {
  args: { text: 'They called my employer.', saving: true },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** An image still uploading holds Send: the button says so and ignores presses (the upload never ends here). */
export const UploadingBlocksSend: Story = {
  args: {
    text: 'They called my employer.',
    defaultImages: [
      { id: 'up', src: photos[1], state: 'queued', file: new Blob(['photo'], { type: 'image/jpeg' }) },
    ],
    upload: fn(() => new Promise<{ url: string }>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const held = canvas.getByRole('button', { name: 'Uploading image…' });
    await expect(held).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(held);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar', { name: 'Upload of image 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

/**
 * A failed image refuses Send with a message until it is retried or removed: it is never dropped
 * silently. The shot shows the refusal: the failed tile with its retry, and the message under the images
 * (removing the tile and sending is proven in ComplaintNextScreen.test.tsx).
 */
export const ImageFailedRefusesSend: Story = {
  args: {
    text: 'They called my employer.',
    defaultImages: [
      { id: 'ok', src: photos[1], state: 'done', url: 'https://cdn.example.com/ok.jpg' },
      { id: 'bad', src: photos[3], state: 'failed', file: new Blob(['photo'], { type: 'image/jpeg' }) },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Retry upload 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      canvas.getByText('An image did not upload. Retry it or remove it, then send.'),
    ).toHaveAttribute('role', 'alert');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The type names failed to load: an inline error with a retry; the description, images and Send still work. */
export const TagsFailed: Story = {
  args: {
    tagsState: 'failed',
    tagsFailure: 'Please try again in a few minutes.',
    onRetryTags: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The question type could not be loaded.')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByText('Please try again in a few minutes.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Question type' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryTags).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Describe the problem' }), 'Still works');
    await expect(canvas.getByText('11/200')).toBeVisible();
    await expect(canvas.getByLabelText('Add image')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** The type names are loading again (a retry): a placeholder where the tags go, the form usable. */
export const TagsLoading: Story = {
  args: { tagsState: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the question type')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('textbox', { name: 'Describe the problem' })).toBeEnabled();
  },
};

/** The 'Successfully Sent' modal, shown for 1.5 s before the page goes back to the complaint page. */
export const Sent: Story = {
  args: { text: 'They called my employer.', sent: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Successfully Sent' }),
    ).toBeVisible();
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
