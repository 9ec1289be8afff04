import { COMPLAINT_IMAGES_MAX, IMAGE_PICKER_COLUMNS, type MessageKey, type MessageVars } from '@loan/core';
import { type ChangeEvent, type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useText } from '../../config';
import { visuallyHidden } from '../../utils/a11y.css';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { type CompressedImage, type CompressOptions, compressImage } from './compress';
import * as styles from './ImagePicker.css';
import { createUploadQueue, type QueueEvent, type UploadFn, type UploadQueue } from './queue';

export const imageItemStates = ['queued', 'uploading', 'done', 'failed'] as const;
/** `queued` waits for the upload before it; `uploading` is in flight; `done` has a URL; `failed` can be retried. */
export type ImageItemState = (typeof imageItemStates)[number];

export interface ImagePickerItem {
  /** Stable key of the item. */
  id: string;
  /** What the tile shows: the compressed photo (object URL) or an image URL. */
  src: string;
  /** Pixel width of `src`, for the enlarged preview. Default none (square). */
  width?: number;
  /** Pixel height of `src`, for the enlarged preview. Default none (square). */
  height?: number;
  /** Where the item is in its upload. */
  state: ImageItemState;
  /** Upload progress from 0 to 1 while uploading. Default none. */
  progress?: number;
  /** The server's URL once done. Default none. */
  url?: string;
  /** What the upload rejected with, when failed. Default none. */
  error?: unknown;
}

/** An item to start with; one with a `file` can be uploaded (state `queued`) or retried (state `failed`). */
export interface ImagePickerInitialItem extends ImagePickerItem {
  /** The bytes to upload. Default none (the item is shown as given). */
  file?: Blob;
}

export interface ImagePickerLabels {
  /** The add tile. Default the catalogue's `kit.addImage`. */
  add: string;
  /** A tile's remove button. Default the catalogue's `kit.removeImage`. */
  remove: (n: number) => string;
  /** A done tile's preview button. Default the catalogue's `kit.previewImage`. */
  preview: (n: number) => string;
  /** A failed tile's retry button. Default the catalogue's `kit.retryUpload`. */
  retry: (n: number) => string;
  /** A tile's progress bar. Default the catalogue's `kit.uploadProgress`. */
  progress: (n: number) => string;
  /** The enlarged preview's heading. Default the catalogue's `kit.imageOf`. */
  previewTitle: (n: number, total: number) => string;
  /** The preview's close button. Default the catalogue's `kit.close`. */
  close: string;
  /** Caption of a queued tile. Default the catalogue's `kit.waiting`. */
  queued: string;
  /** Caption of an uploading tile. Default the catalogue's `kit.uploading`. */
  uploading: string;
  /** Caption of a failed tile. Default the catalogue's `kit.failed`. */
  failed: string;
  /** Visible text of the retry button. Default the catalogue's `kit.retryShort`. */
  retryShort: string;
  /** Shown when a file cannot be decoded (HEIC on most Android webviews). Default the catalogue's `kit.imageUnreadable`. */
  unreadable: string;
  /** Shown when more files were picked than there is room for. Default the catalogue's `kit.tooManyImages`. */
  tooMany: (max: number) => string;
}

/** The picker's labels in a locale: pass `useText()`'s `t`. */
export function imagePickerLabels(t: (key: MessageKey, vars?: MessageVars) => string): ImagePickerLabels {
  return {
    add: t('kit.addImage'),
    remove: (n) => t('kit.removeImage', { n }),
    preview: (n) => t('kit.previewImage', { n }),
    retry: (n) => t('kit.retryUpload', { n }),
    progress: (n) => t('kit.uploadProgress', { n }),
    previewTitle: (n, total) => t('kit.imageOf', { n, total }),
    close: t('kit.close'),
    queued: t('kit.waiting'),
    uploading: t('kit.uploading'),
    failed: t('kit.failed'),
    retryShort: t('kit.retryShort'),
    unreadable: t('kit.imageUnreadable'),
    tooMany: (max) => t('kit.tooManyImages', { max }),
  };
}

export interface ImagePickerProps {
  /** Sends one file (the compressed JPEG) and resolves with its URL; rejects to mark the item failed. Called one at a time. */
  upload: UploadFn;
  /** Items to start with, shown as given (stories, a restored draft). Default `[]`. */
  defaultItems?: readonly ImagePickerInitialItem[];
  /** Called with every item after each change; build the payload from the `done` items' `url`. Default none. */
  onChange?: (items: readonly ImagePickerItem[]) => void;
  /** Called when an upload is rejected, with its error (toast the server message, spec 8). Default none. */
  onUploadError?: (error: unknown, item: ImagePickerItem) => void;
  /** Called when an upload succeeds (toast 'Upload succeeded!', spec 8). Default none. */
  onUploaded?: (item: ImagePickerItem) => void;
  /** Called with how many picked photos are still being compressed (not yet tiles); a form waits for 0. Default none. */
  onPreparingChange?: (count: number) => void;
  /** Most images; the add tile hides at this count. Default `COMPLAINT_IMAGES_MAX` (9). */
  max?: number;
  /** Longest edge of an uploaded photo in px (larger photos are scaled down). Default `1280`. */
  maxEdge?: number;
  /** JPEG quality of an uploaded photo, 0 to 1. Default `0.8`. */
  quality?: number;
  /** Turns a picked file into the image to upload. Default `compressImage` (canvas downscale, JPEG). */
  compress?: (file: Blob, options: CompressOptions) => Promise<CompressedImage>;
  /** Name of the group, shown above the grid. Default the catalogue's `kit.uploadImages`. */
  label?: string;
  /** Texts and accessible names; any subset. Default `imagePickerLabels` of the catalogue. */
  labels?: Partial<ImagePickerLabels>;
}

const patchFor = (event: QueueEvent): Partial<ImagePickerItem> => {
  switch (event.state) {
    case 'queued':
      return { state: 'queued', progress: undefined, error: undefined };
    case 'uploading':
      return { state: 'uploading', progress: event.progress };
    case 'done':
      return { state: 'done', progress: undefined, url: event.url };
    case 'failed':
      return { state: 'failed', progress: undefined, error: event.error };
  }
};

// The grid's column count, from core, as the CSS variable the stylesheet reads.
const gridStyle = { '--image-picker-columns': String(IMAGE_PICKER_COLUMNS) } as CSSProperties;

const strip = ({ file: _file, ...item }: ImagePickerInitialItem): ImagePickerItem => item;

/**
 * Evidence photos: a grid of 4 per row, up to `max`; each photo is downscaled and compressed, then
 * uploaded one at a time. Tiles expose `data-state` (queued, uploading, done, failed) and a failed
 * tile retries. The picker owns its list; the parent hears every change through `onChange`.
 */
export function ImagePicker({
  upload,
  defaultItems = [],
  onChange,
  onUploadError,
  onUploaded,
  onPreparingChange,
  max = COMPLAINT_IMAGES_MAX,
  maxEdge = 1280,
  quality = 0.8,
  compress = compressImage,
  label,
  labels: labelOverrides,
}: ImagePickerProps) {
  const t = useText();
  const labels = { ...imagePickerLabels(t), ...labelOverrides };
  const [items, setItemsState] = useState<ImagePickerItem[]>(() => defaultItems.map(strip));
  const [message, setMessage] = useState('');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(0);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const counter = useRef(0);

  // The list as of the last change, not the last render: a fast upload can finish before React renders.
  const itemsRef = useRef(items);
  const setItems = useCallback((change: (current: ImagePickerItem[]) => ImagePickerItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);
  const files = useRef(
    new Map(defaultItems.flatMap((item) => (item.file ? [[item.id, item.file] as const] : []))),
  );
  const ownUrls = useRef(new Set<string>());
  const queue = useRef<UploadQueue | null>(null);
  const latest = useRef({ upload, onChange, onUploadError, onUploaded, onPreparingChange });
  latest.current = { upload, onChange, onUploadError, onUploaded, onPreparingChange };

  useEffect(() => {
    const q = createUploadQueue(
      (file, onProgress, signal) => latest.current.upload(file, onProgress, signal),
      (event) => {
        const patch = patchFor(event);
        setItems((current) => current.map((item) => (item.id === event.id ? { ...item, ...patch } : item)));
        const item = itemsRef.current.find((candidate) => candidate.id === event.id);
        if (!item) return;
        if (event.state === 'failed') latest.current.onUploadError?.(event.error, { ...item, ...patch });
        if (event.state === 'done') latest.current.onUploaded?.({ ...item, ...patch });
      },
    );
    queue.current = q;
    for (const item of itemsRef.current) {
      const file = files.current.get(item.id);
      if (file && item.state === 'queued') q.add(item.id, file);
    }
    return () => {
      q.dispose();
      queue.current = null;
    };
  }, [setItems]);

  const reported = useRef(items);
  useEffect(() => {
    if (reported.current === items) return;
    reported.current = items;
    latest.current.onChange?.(items);
  }, [items]);

  const reportedPreparing = useRef(preparing);
  useEffect(() => {
    if (reportedPreparing.current === preparing) return;
    reportedPreparing.current = preparing;
    latest.current.onPreparingChange?.(preparing);
  }, [preparing]);

  // Object URLs made here are released when their tile goes and when the picker unmounts.
  useEffect(() => {
    const urls = ownUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const room = max - items.length - preparing;

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Clear the input so picking the same photo again still fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const accepted = picked.slice(0, Math.max(0, room));
    let note = picked.length > accepted.length ? labels.tooMany(max) : '';
    setMessage(note);
    setPreparing((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        const image = await compress(file, { maxEdge, quality });
        counter.current += 1;
        const id = `${baseId}-${counter.current}`;
        const src = URL.createObjectURL(image.blob);
        ownUrls.current.add(src);
        files.current.set(id, image.blob);
        setItems((current) => [
          ...current,
          { id, src, width: image.width, height: image.height, state: 'queued' },
        ]);
        queue.current?.add(id, image.blob);
      } catch {
        // Any decode failure reads the same to the borrower: choose another photo.
        note = labels.unreadable;
        setMessage(note);
      } finally {
        setPreparing((count) => count - 1);
      }
    }
  };

  const remove = (item: ImagePickerItem) => {
    queue.current?.remove(item.id);
    files.current.delete(item.id);
    if (ownUrls.current.delete(item.src)) URL.revokeObjectURL(item.src);
    setItems((current) => current.filter((candidate) => candidate.id !== item.id));
    setMessage('');
  };

  const retry = (item: ImagePickerItem) => {
    const q = queue.current;
    const file = files.current.get(item.id);
    if (!q) return;
    // A failed item from `defaultItems` is not in the queue yet: add it with its file.
    if (!q.retry(item.id) && file) {
      q.remove(item.id);
      q.add(item.id, file);
    }
  };

  const previewIndex = items.findIndex((item) => item.id === previewId);
  const previewItem = items[previewIndex];

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} style={gridStyle}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label ?? t('kit.uploadImages')}
        </span>
        <span className={styles.count}>
          {items.length}/{max}
        </span>
      </div>
      <ul className={styles.grid}>
        {items.map((item, index) => {
          const n = index + 1;
          const busy = item.state === 'queued' || item.state === 'uploading';
          const thumb = (
            <img className={styles.thumb} src={item.src} alt="" width={96} height={96} decoding="async" />
          );
          return (
            <li key={item.id} className={styles.tile} data-state={item.state}>
              {item.state === 'done' ? (
                <button
                  type="button"
                  className={styles.cover}
                  aria-label={labels.preview(n)}
                  onClick={() => setPreviewId(item.id)}
                >
                  {thumb}
                </button>
              ) : (
                thumb
              )}
              {busy ? (
                <>
                  <span className={styles.caption}>
                    {item.state === 'queued' ? labels.queued : labels.uploading}
                  </span>
                  <span
                    className={styles.track}
                    role="progressbar"
                    aria-label={labels.progress(n)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round((item.progress ?? 0) * 100)}
                  >
                    <span
                      className={styles.fill}
                      style={{ width: `${Math.round((item.progress ?? 0) * 100)}%` }}
                    />
                  </span>
                </>
              ) : null}
              {item.state === 'failed' ? (
                <>
                  <button
                    type="button"
                    className={`${styles.cover} ${styles.retry}`}
                    aria-label={labels.retry(n)}
                    onClick={() => retry(item)}
                  >
                    <span className={styles.retryChip}>
                      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                        <path
                          d="M13 8a5 5 0 1 1-1.5-3.5M13 2v3h-3"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                        />
                      </svg>
                      {labels.retryShort}
                    </span>
                  </button>
                  <span className={`${styles.caption} ${styles.failedCaption}`}>{labels.failed}</span>
                </>
              ) : null}
              <button
                type="button"
                className={styles.remove}
                aria-label={labels.remove(n)}
                onClick={() => remove(item)}
              >
                <span className={styles.removeDot}>
                  <svg width="12" height="12" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
                    <path
                      d="m1.5 1.5 7 7m0-7-7 7"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </span>
              </button>
            </li>
          );
        })}
        {room > 0 ? (
          <li className={styles.tile}>
            <label className={styles.add}>
              <input
                type="file"
                accept="image/*"
                multiple
                className={visuallyHidden}
                onChange={(event) => void handleFiles(event)}
              />
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 4v16M4 12h16" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
              <span className={styles.addText}>{labels.add}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <Dialog
        open={previewItem !== undefined}
        onClose={() => setPreviewId(null)}
        title={previewItem ? labels.previewTitle(previewIndex + 1, items.length) : undefined}
        actions={
          <Button block variant="secondary" onClick={() => setPreviewId(null)}>
            {labels.close}
          </Button>
        }
      >
        {previewItem ? (
          <img
            className={styles.large}
            src={previewItem.src}
            alt=""
            width={previewItem.width ?? 320}
            height={previewItem.height ?? 320}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
