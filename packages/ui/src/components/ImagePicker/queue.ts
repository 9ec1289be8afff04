// Uploads run one at a time (spec 4, complaint submit): a queue, not Promise.all.

/** Reports upload progress as a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** Sends one file; resolves with its URL on the server. The signal aborts when the item is removed. */
export type UploadFn = (
  file: Blob,
  onProgress: UploadProgress,
  signal: AbortSignal,
) => Promise<{ url: string }>;

export type QueueEvent =
  | { id: string; state: 'queued' }
  | { id: string; state: 'uploading'; progress: number }
  | { id: string; state: 'done'; url: string }
  | { id: string; state: 'failed'; error: unknown };

export interface UploadQueue {
  /** Puts a file at the end of the queue. */
  add(id: string, file: Blob): void;
  /** Puts a failed file back at the end of the queue. Returns whether it was failed. */
  retry(id: string): boolean;
  /** Forgets a file; if it is uploading, aborts it and ignores its result. */
  remove(id: string): void;
  /** Stops everything: aborts the upload in flight and drops the rest. */
  dispose(): void;
}

interface Task {
  id: string;
  file: Blob;
  state: 'queued' | 'uploading' | 'done' | 'failed';
}

/**
 * A queue that uploads one file at a time, in order, and reports each step through `onEvent`.
 * The next upload starts only after the previous one settled, even when it was removed meanwhile.
 */
export function createUploadQueue(upload: UploadFn, onEvent: (event: QueueEvent) => void): UploadQueue {
  const tasks = new Map<string, Task>();
  let running: { task: Task; controller: AbortController } | null = null;
  let disposed = false;

  const emit = (task: Task, event: QueueEvent) => {
    if (!disposed && tasks.get(task.id) === task) onEvent(event);
  };

  const pump = () => {
    if (running || disposed) return;
    const next = [...tasks.values()].find((task) => task.state === 'queued');
    if (!next) return;
    const controller = new AbortController();
    running = { task: next, controller };
    next.state = 'uploading';
    emit(next, { id: next.id, state: 'uploading', progress: 0 });
    let settled = false;
    const onProgress: UploadProgress = (fraction) => {
      if (settled) return;
      const progress = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
      emit(next, { id: next.id, state: 'uploading', progress });
    };
    let attempt: Promise<{ url: string }>;
    try {
      attempt = upload(next.file, onProgress, controller.signal);
    } catch (error) {
      attempt = Promise.reject(error);
    }
    attempt
      .then(
        ({ url }) => {
          next.state = 'done';
          emit(next, { id: next.id, state: 'done', url });
        },
        (error: unknown) => {
          next.state = 'failed';
          emit(next, { id: next.id, state: 'failed', error });
        },
      )
      .finally(() => {
        settled = true;
        running = null;
        pump();
      });
  };

  return {
    add(id, file) {
      if (disposed || tasks.has(id)) return;
      const task: Task = { id, file, state: 'queued' };
      tasks.set(id, task);
      emit(task, { id, state: 'queued' });
      pump();
    },
    retry(id) {
      const task = tasks.get(id);
      if (task?.state !== 'failed') return false;
      task.state = 'queued';
      emit(task, { id, state: 'queued' });
      pump();
      return true;
    },
    remove(id) {
      tasks.delete(id);
      if (running?.task.id === id) running.controller.abort();
    },
    dispose() {
      disposed = true;
      running?.controller.abort();
      tasks.clear();
    },
  };
}
