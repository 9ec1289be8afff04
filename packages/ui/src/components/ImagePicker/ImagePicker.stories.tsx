import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { photos } from '../../stories-assets/images';
import { ImagePicker, type ImagePickerInitialItem } from './ImagePicker';

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  args: {
    label: 'Evidence images',
    upload: fn(async () => ({ url: 'https://cdn.example.com/evidence/1.jpg' })),
    onChange: fn(),
    onUploadError: fn(),
    onUploaded: fn(),
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const done = (n: number): ImagePickerInitialItem => ({
  id: `photo-${n}`,
  src: photos[n % photos.length] ?? '',
  width: 120,
  height: 120,
  state: 'done',
  url: `https://cdn.example.com/evidence/${n}.jpg`,
});

/** A PNG drawn on the spot, so a story can pick a real, decodable photo offline. */
async function pngFile(name: string, width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  context.fillStyle = 'teal';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'gold';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Add image')).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText('0/9')).toBeVisible();
  },
};

/** Fixed states from props: two done, one uploading at 40 %, one waiting its turn. */
export const Uploading: Story = {
  args: {
    defaultItems: [
      done(0),
      done(1),
      { id: 'up', src: photos[2], width: 120, height: 120, state: 'uploading', progress: 0.4 },
      { id: 'wait', src: photos[3], width: 120, height: 120, state: 'queued' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of image 3' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByText('Waiting')).toBeVisible();
  },
};

// Scaling a photo on a canvas takes longer than waitFor's default second on a loaded 2-core CI machine.
const compressing = { timeout: 8_000 };

/** Pick a large photo: it is scaled to the longest edge, sent as JPEG, and its tile turns done. */
export const PickCompressAndUpload: Story = {
  args: { maxEdge: 640, quality: 0.7 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add image'), await pngFile('receipt.png', 1600, 800));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1), compressing);
    const sent = (args.upload as unknown as { mock: { calls: [Blob][] } }).mock.calls[0]?.[0] as Blob;
    await expect(sent.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(sent);
    await expect([bitmap.width, bitmap.height]).toEqual([640, 320]);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Preview image 1' })).toBeVisible(),
      compressing,
    );
    await expect(args.onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'done', url: 'https://cdn.example.com/evidence/1.jpg' }),
    );
  },
};

/** Counts concurrent uploads of the OneAtATime story. */
const flight = { now: 0, most: 0 };

/** Two photos picked together go up one after the other, never at once. */
export const OneAtATime: Story = {
  beforeEach: () => {
    flight.now = 0;
    flight.most = 0;
  },
  args: {
    upload: fn(async () => {
      flight.now += 1;
      flight.most = Math.max(flight.most, flight.now);
      await new Promise((resolve) => setTimeout(resolve, 50));
      flight.now -= 1;
      return { url: 'https://cdn.example.com/evidence/x.jpg' };
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const files = [await pngFile('a.png', 200, 200), await pngFile('b.png', 200, 200)];
    await userEvent.upload(canvas.getByLabelText('Add image'), files);
    await waitFor(
      () => expect(canvas.getAllByRole('button', { name: /^Preview image/ })).toHaveLength(2),
      compressing,
    );
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(flight.most).toBe(1);
  },
};

/** The upload failed: the tile offers a retry (which fails again here). */
export const FailedWithRetry: Story = {
  args: {
    upload: fn(async () => {
      throw new Error('Upload failed: network error');
    }),
    defaultItems: [
      done(0),
      { id: 'bad', src: photos[4], width: 120, height: 120, state: 'failed', file: new Blob(['x']) },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('button', { name: 'Retry upload 2' }).closest('li');
    await expect(tile).toHaveAttribute('data-state', 'failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload 2' }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1), compressing);
    await waitFor(() => expect(args.onUploadError).toHaveBeenCalledTimes(1), compressing);
    await expect(canvas.getByRole('button', { name: 'Retry upload 2' })).toBeVisible();
  },
};

export const RetrySucceeds: Story = {
  args: {
    defaultItems: [
      { id: 'bad', src: photos[4], width: 120, height: 120, state: 'failed', file: new Blob(['x']) },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload 1' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Preview image 1' })).toBeVisible(),
      compressing,
    );
  },
};

/** Nine images: the add tile is gone. */
export const Full: Story = {
  args: { defaultItems: Array.from({ length: 9 }, (_, i) => done(i)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Add image')).toBeNull();
    await expect(canvas.getByText('9/9')).toBeVisible();
  },
};

export const RemoveImage: Story = {
  args: { defaultItems: Array.from({ length: 9 }, (_, i) => done(i)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove image 9' });
    // A 44 px target, with a badge large enough to be seen as a button (it was a 20 px dot).
    const target = remove.getBoundingClientRect();
    await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    const badge = remove.firstElementChild?.getBoundingClientRect();
    await expect(badge?.width ?? 0).toBeGreaterThanOrEqual(28);
    await userEvent.click(remove);
    await expect(canvas.getByLabelText('Add image')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Tap a photo to see it large in a dialog. */
export const Preview: Story = {
  args: { defaultItems: [done(0), done(1), done(2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview image 2' }));
    const dialog = canvas.getByRole('dialog', { name: 'Image 2 of 3' });
    await expect(dialog).toHaveAttribute('open');
    const large = dialog.querySelector('img');
    await expect([large?.getAttribute('width'), large?.getAttribute('height')]).toEqual(['120', '120']);
  },
};

/** A HEIC photo the browser cannot decode gets a clear message and no tile. */
export const HeicError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heic = new File(
      [new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 104, 101, 105, 99])],
      'IMG_0001.HEIC',
      {
        type: 'image/heic',
      },
    );
    await userEvent.upload(canvas.getByLabelText('Add image'), heic);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'This photo format cannot be read. Please choose a JPG or PNG photo.',
      ),
    );
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.getByText('0/9')).toBeVisible();
  },
};
