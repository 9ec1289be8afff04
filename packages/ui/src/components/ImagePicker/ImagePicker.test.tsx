import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnreadableImageError } from './compress';
import { ImagePicker, type ImagePickerInitialItem, type ImagePickerItem } from './ImagePicker';

// jsdom has no object URLs; the picker only needs them to be unique strings.
let urls = 0;
beforeAll(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:test/${++urls}`, revokeObjectURL: () => {} }),
  );
});
afterAll(() => vi.unstubAllGlobals());

/** A compress stand-in: JPEG-ish bytes, or UnreadableImageError for a HEIC file. */
const compress = vi.fn(async (file: Blob) => {
  if (file.type === 'image/heic') throw new UnreadableImageError();
  return { blob: new Blob([file], { type: 'image/jpeg' }), width: 1280, height: 960 };
});

const photo = (name: string) => new File([name], name, { type: 'image/png' });

const done = (n: number): ImagePickerInitialItem => ({
  id: `d${n}`,
  src: `/photo-${n}.jpg`,
  state: 'done',
  url: `https://cdn/${n}.jpg`,
});

function deferredUpload() {
  const pending: { resolve: (url: string) => void; reject: (error: unknown) => void }[] = [];
  const upload = vi.fn(
    () =>
      new Promise<{ url: string }>((resolve, reject) => {
        pending.push({ resolve: (url) => resolve({ url }), reject });
      }),
  );
  return { upload, pending };
}

describe('ImagePicker', () => {
  it('accepts images only', () => {
    render(<ImagePicker upload={vi.fn()} compress={compress} />);
    expect(screen.getByLabelText('Add image').getAttribute('accept')).toBe('image/*');
  });

  it('uploads picked photos one at a time and marks each tile by state', async () => {
    const { upload, pending } = deferredUpload();
    const onChange = vi.fn();
    render(<ImagePicker upload={upload} compress={compress} onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Add image'), [photo('a.png'), photo('b.png')]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    const states = () => screen.getAllByRole('listitem').map((tile) => tile.getAttribute('data-state'));
    expect(states()).toEqual(['uploading', 'queued', null]);
    expect(upload).toHaveBeenCalledTimes(1);

    await act(async () => pending[0]?.resolve('https://cdn/a.jpg'));
    await waitFor(() => expect(states()).toEqual(['done', 'uploading', null]));
    expect(upload).toHaveBeenCalledTimes(2);

    await act(async () => pending[1]?.resolve('https://cdn/b.jpg'));
    await waitFor(() => expect(states()).toEqual(['done', 'done', null]));
    const last = onChange.mock.calls.at(-1)?.[0] as ImagePickerItem[];
    expect(last.map((item) => item.url)).toEqual(['https://cdn/a.jpg', 'https://cdn/b.jpg']);
  });

  it('uploads the compressed image, not the picked file', async () => {
    const { upload } = deferredUpload();
    render(<ImagePicker upload={upload} compress={compress} maxEdge={800} quality={0.5} />);
    const file = photo('a.png');
    await userEvent.upload(screen.getByLabelText('Add image'), file);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(compress).toHaveBeenLastCalledWith(file, { maxEdge: 800, quality: 0.5 });
    const sent = (upload.mock.calls[0] as unknown as [Blob])[0];
    expect(sent.type).toBe('image/jpeg');
  });

  it('marks a rejected upload failed, reports the error, and retries it', async () => {
    const { upload, pending } = deferredUpload();
    const onUploadError = vi.fn();
    render(<ImagePicker upload={upload} compress={compress} onUploadError={onUploadError} />);
    await userEvent.upload(screen.getByLabelText('Add image'), photo('a.png'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const error = new Error('Image too large');
    await act(async () => pending[0]?.reject(error));
    const retry = await screen.findByRole('button', { name: 'Retry upload 1' });
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('data-state')).toBe('failed');
    expect(onUploadError).toHaveBeenCalledWith(error, expect.objectContaining({ state: 'failed' }));

    await userEvent.click(retry);
    expect(upload).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]?.resolve('https://cdn/a.jpg'));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.getAttribute('data-state')).toBe('done'));
  });

  it('explains a photo the browser cannot read (HEIC) and adds no tile', async () => {
    render(<ImagePicker upload={vi.fn()} compress={compress} />);
    await userEvent.upload(
      screen.getByLabelText('Add image'),
      new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This photo format cannot be read. Please choose a JPG or PNG photo.',
      ),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('reports photos still being prepared, so a form can wait for them before sending', async () => {
    let finish: (() => void) | undefined;
    const slow = vi.fn(
      (file: Blob) =>
        new Promise<{ blob: Blob; width: number; height: number }>((resolve, reject) => {
          finish = () =>
            file.type === 'image/heic'
              ? reject(new UnreadableImageError())
              : resolve({ blob: new Blob([file], { type: 'image/jpeg' }), width: 10, height: 10 });
        }),
    );
    const onPreparingChange = vi.fn();
    render(<ImagePicker upload={vi.fn()} compress={slow} onPreparingChange={onPreparingChange} />);
    await userEvent.upload(screen.getByLabelText('Add image'), photo('a.png'));
    await waitFor(() => expect(onPreparingChange).toHaveBeenLastCalledWith(1));
    await act(async () => finish?.());
    await waitFor(() => expect(onPreparingChange).toHaveBeenLastCalledWith(0));
    // An unreadable photo ends its preparation too.
    await userEvent.upload(
      screen.getByLabelText('Add image'),
      new File(['heic'], 'IMG_0002.HEIC', { type: 'image/heic' }),
    );
    await waitFor(() => expect(onPreparingChange).toHaveBeenLastCalledWith(1));
    await act(async () => finish?.());
    await waitFor(() => expect(onPreparingChange).toHaveBeenLastCalledWith(0));
  });

  it('hides the add tile at 9 images', () => {
    render(
      <ImagePicker
        upload={vi.fn()}
        compress={compress}
        defaultItems={Array.from({ length: 9 }, (_, i) => done(i + 1))}
      />,
    );
    expect(screen.queryByLabelText('Add image')).toBeNull();
    expect(screen.getByText('9/9')).toBeTruthy();
  });

  it('takes only as many photos as there is room for and says so', async () => {
    const upload = vi.fn(() => new Promise<{ url: string }>(() => {}));
    render(
      <ImagePicker
        upload={upload}
        compress={compress}
        defaultItems={Array.from({ length: 7 }, (_, i) => done(i + 1))}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Add image'), [
      photo('a.png'),
      photo('b.png'),
      photo('c.png'),
    ]);
    await waitFor(() => expect(screen.getByText('9/9')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe('You can add up to 9 images.');
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  it('removes an image and shows the add tile again', async () => {
    const onChange = vi.fn();
    render(
      <ImagePicker
        upload={vi.fn()}
        compress={compress}
        onChange={onChange}
        defaultItems={Array.from({ length: 9 }, (_, i) => done(i + 1))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.getByLabelText('Add image')).toBeTruthy();
    const last = onChange.mock.calls.at(-1)?.[0] as ImagePickerItem[];
    expect(last.map((item) => item.id)).not.toContain('d3');
    expect(last).toHaveLength(8);
  });

  it('retries a failed item given with its file', async () => {
    const { upload } = deferredUpload();
    const file = new Blob(['x'], { type: 'image/jpeg' });
    render(
      <ImagePicker
        upload={upload}
        compress={compress}
        defaultItems={[{ id: 'f1', src: '/f1.jpg', state: 'failed', file }]}
      />,
    );
    expect(upload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry upload 1' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect((upload.mock.calls[0] as unknown as [Blob])[0]).toBe(file);
  });
});
