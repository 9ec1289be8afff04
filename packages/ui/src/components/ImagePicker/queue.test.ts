import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type QueueEvent, type UploadProgress } from './queue';

/** A fake upload whose calls are settled by the test, one by one. */
function fakeUploads() {
  const calls: {
    file: Blob;
    onProgress: UploadProgress;
    signal: AbortSignal;
    resolve: (url: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: Blob, onProgress: UploadProgress, signal: AbortSignal) =>
      new Promise<{ url: string }>((resolve, reject) => {
        calls.push({ file, onProgress, signal, resolve: (url) => resolve({ url }), reject });
      }),
  );
  return { upload, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const blob = (name: string) => new Blob([name]);

describe('createUploadQueue', () => {
  it('uploads one file at a time, in the order they were added', async () => {
    const { upload, calls } = fakeUploads();
    const queue = createUploadQueue(upload, () => {});
    const a = blob('a');
    const b = blob('b');
    const c = blob('c');
    queue.add('a', a);
    queue.add('b', b);
    queue.add('c', c);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls[0]?.file).toBe(a);

    calls[0]?.resolve('https://cdn/a.jpg');
    await flush();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(calls[1]?.file).toBe(b);

    calls[1]?.resolve('https://cdn/b.jpg');
    await flush();
    expect(upload).toHaveBeenCalledTimes(3);
    expect(calls[2]?.file).toBe(c);
  });

  it('reports queued, uploading with progress, and done with the URL', async () => {
    const { upload, calls } = fakeUploads();
    const events: QueueEvent[] = [];
    const queue = createUploadQueue(upload, (event) => events.push(event));
    queue.add('a', blob('a'));
    queue.add('b', blob('b'));
    calls[0]?.onProgress(0.5);
    calls[0]?.onProgress(7);
    calls[0]?.resolve('https://cdn/a.jpg');
    await flush();
    expect(events).toEqual([
      { id: 'a', state: 'queued' },
      { id: 'a', state: 'uploading', progress: 0 },
      { id: 'b', state: 'queued' },
      { id: 'a', state: 'uploading', progress: 0.5 },
      { id: 'a', state: 'uploading', progress: 1 },
      { id: 'a', state: 'done', url: 'https://cdn/a.jpg' },
      { id: 'b', state: 'uploading', progress: 0 },
    ]);
  });

  it('marks a rejected upload failed and goes on with the next', async () => {
    const { upload, calls } = fakeUploads();
    const events: QueueEvent[] = [];
    const queue = createUploadQueue(upload, (event) => events.push(event));
    queue.add('a', blob('a'));
    queue.add('b', blob('b'));
    const error = new Error('Upload failed: file too large');
    calls[0]?.reject(error);
    await flush();
    expect(events).toContainEqual({ id: 'a', state: 'failed', error });
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('treats an upload that throws synchronously as failed', async () => {
    const events: QueueEvent[] = [];
    const queue = createUploadQueue(
      () => {
        throw new Error('boom');
      },
      (event) => events.push(event),
    );
    queue.add('a', blob('a'));
    await flush();
    expect(events.at(-1)).toMatchObject({ id: 'a', state: 'failed' });
  });

  it('retries a failed file at the end of the queue, with the same bytes', async () => {
    const { upload, calls } = fakeUploads();
    const queue = createUploadQueue(upload, () => {});
    const a = blob('a');
    queue.add('a', a);
    queue.add('b', blob('b'));
    calls[0]?.reject(new Error('network'));
    await flush();
    expect(queue.retry('a')).toBe(true);
    expect(upload).toHaveBeenCalledTimes(2);
    calls[1]?.resolve('https://cdn/b.jpg');
    await flush();
    expect(upload).toHaveBeenCalledTimes(3);
    expect(calls[2]?.file).toBe(a);
  });

  it('does not retry a file that did not fail', () => {
    const { upload } = fakeUploads();
    const queue = createUploadQueue(upload, () => {});
    queue.add('a', blob('a'));
    expect(queue.retry('a')).toBe(false);
    expect(queue.retry('missing')).toBe(false);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('drops a queued file that is removed before its turn', async () => {
    const { upload, calls } = fakeUploads();
    const queue = createUploadQueue(upload, () => {});
    queue.add('a', blob('a'));
    queue.add('b', blob('b'));
    queue.remove('b');
    calls[0]?.resolve('https://cdn/a.jpg');
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('aborts a removed upload, ignores its result, and starts the next only after it settled', async () => {
    const { upload, calls } = fakeUploads();
    const events: QueueEvent[] = [];
    const queue = createUploadQueue(upload, (event) => events.push(event));
    queue.add('a', blob('a'));
    queue.add('b', blob('b'));
    queue.remove('a');
    expect(calls[0]?.signal.aborted).toBe(true);
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
    calls[0]?.reject(new DOMException('aborted', 'AbortError'));
    await flush();
    expect(events.filter((event) => event.id === 'a' && event.state === 'failed')).toEqual([]);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('stops reporting after dispose', async () => {
    const { upload, calls } = fakeUploads();
    const onEvent = vi.fn();
    const queue = createUploadQueue(upload, onEvent);
    queue.add('a', blob('a'));
    queue.add('b', blob('b'));
    onEvent.mockClear();
    queue.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('https://cdn/a.jpg');
    await flush();
    expect(onEvent).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
