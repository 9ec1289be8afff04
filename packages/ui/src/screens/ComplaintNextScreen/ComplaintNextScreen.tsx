import { COMPLAINT_HANDLING_WEEKDAYS, COMPLAINT_TEXT_MAX } from '@loan/core';
import { useState } from 'react';
import { ActionBar } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import {
  ImagePicker,
  type ImagePickerInitialItem,
  type ImagePickerItem,
  type UploadFn,
} from '../../components/ImagePicker';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import { Skeleton } from '../../components/Skeleton';
import { Tag } from '../../components/Tag';
import { TextArea } from '../../components/TextArea';
import * as styles from './ComplaintNextScreen.css';

export const complaintNextStates = ['loading', 'ready', 'failed'] as const;
export type ComplaintNextState = (typeof complaintNextStates)[number];

/** The type tags are secondary: while they load or after they fail, the form still works. */
export const complaintTagsStates = ['loading', 'ready', 'failed'] as const;
export type ComplaintTagsState = (typeof complaintTagsStates)[number];

const pendingUpload = (item: ImagePickerItem) => item.state === 'queued' || item.state === 'uploading';

export interface ComplaintNextScreenProps {
  /** 'loading' while the type names load, 'ready', or 'failed' with the server's message. */
  state: ComplaintNextState;
  /** The chosen type and sub-type names, shown as tags. */
  typeTags: readonly string[];
  /** Where the tags' names are: 'failed' shows an inline error with a retry, the rest still works. Default `'ready'`. */
  tagsState?: ComplaintTagsState;
  /** Why the tags failed (the server's message). Default none. */
  tagsFailure?: string;
  /** Load the tags again. Default none (no retry button). */
  onRetryTags?: () => void;
  /** The description (controlled; at most 200, further input ignored). */
  text: string;
  /** Called with the new description. */
  onTextChange: (text: string) => void;
  /** Sends one evidence image and resolves with its URL (one at a time). */
  upload: UploadFn;
  /** Images to start with (a restored draft). Default none. */
  defaultImages?: readonly ImagePickerInitialItem[];
  /** Called with every image after each change. Default none. */
  onImagesChange?: (items: readonly ImagePickerItem[]) => void;
  /** An upload succeeded ('Upload succeeded!'). Default none. */
  onUploaded?: (item: ImagePickerItem) => void;
  /** An upload failed (the server's message). Default none. */
  onUploadError?: (error: unknown) => void;
  /** Called by Send, never while an image is prepared or uploading, nor while one failed. */
  onSend: () => void;
  /** problem-save is in flight: Send shows a spinner and ignores presses. Default `false`. */
  saving?: boolean;
  /** The 'Successfully Sent' modal is shown. Default `false`. */
  sent?: boolean;
  /** Why the page could not load (the server's message). Default a generic line. */
  failure?: string;
  /** Try loading again. Default none. */
  onRetry?: () => void;
  /** Texts (spec 2). Defaults `'Complaint'`, `'Send'`, `'Successfully Sent'`. */
  pageTitle?: string;
  sendText?: string;
  sentText?: string;
  /** Send's label while images upload. Default `` n => n === 1 ? 'Uploading image…' : `Uploading ${n} images…` ``. */
  uploadingText?: (count: number) => string;
  /** Shown when Send is pressed with a failed image. Default `'An image did not upload. Retry it or remove it, then send.'` */
  imagesFailedText?: string;
  /** The tags' inline error. Default `'The question type could not be loaded.'` */
  tagsFailedText?: string;
  /** The tags' retry button. Default `'Try again'`. */
  retryText?: string;
}

/**
 * The complaint's second step (spec 2): the chosen type tags, the description with its counter, up
 * to 9 evidence images uploaded one at a time, the promised handling time, and Send. Send waits
 * while an image is prepared or uploading and refuses while one failed, so no image is dropped;
 * the form is inert while sending and after it was sent.
 */
export function ComplaintNextScreen({
  state,
  typeTags,
  tagsState = 'ready',
  tagsFailure,
  onRetryTags,
  text,
  onTextChange,
  upload,
  defaultImages,
  onImagesChange,
  onUploaded,
  onUploadError,
  onSend,
  saving = false,
  sent = false,
  failure,
  onRetry,
  pageTitle = 'Complaint',
  sendText = 'Send',
  sentText = 'Successfully Sent',
  uploadingText = (n) => (n === 1 ? 'Uploading image…' : `Uploading ${n} images…`),
  imagesFailedText = 'An image did not upload. Retry it or remove it, then send.',
  tagsFailedText = 'The question type could not be loaded.',
  retryText = 'Try again',
}: ComplaintNextScreenProps) {
  const [images, setImages] = useState<readonly ImagePickerItem[]>(defaultImages ?? []);
  const [preparing, setPreparing] = useState(0);
  const [refused, setRefused] = useState(false);
  const uploading = preparing + images.filter(pendingUpload).length;
  const failedImage = images.some((item) => item.state === 'failed');

  const send = () => {
    if (uploading > 0) return;
    if (failedImage) {
      setRefused(true);
      return;
    }
    onSend();
  };

  return (
    <Page
      navBar={<NavBar title={pageTitle} />}
      actionBar={
        state === 'ready' ? (
          <ActionBar>
            <Button block loading={saving} disabled={uploading > 0} onClick={send}>
              {uploading > 0 ? uploadingText(uploading) : sendText}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <AsyncScreen
        state={state}
        layout="form"
        label="Loading the complaint form"
        failure={{ description: failure || 'Please try again in a moment.', onRetry }}
      >
        <div className={styles.stack} inert={saving || sent}>
          <div data-state={tagsState}>
            {tagsState === 'loading' ? <Skeleton height={26} label="Loading the question type" /> : null}
            {tagsState === 'failed' ? (
              <div className={styles.tagsFailed}>
                <p role="alert" className={styles.tagsFailedText}>
                  {tagsFailedText} {tagsFailure ? <span>{tagsFailure}</span> : null}
                </p>
                {onRetryTags ? (
                  <Button variant="secondary" className={styles.tagsRetry} onClick={onRetryTags}>
                    {retryText}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {tagsState === 'ready' ? (
              <ul className={styles.tags} aria-label="Question type">
                {typeTags.map((tag) => (
                  <li key={tag}>
                    <Tag>{tag}</Tag>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <TextArea
            label="Describe the problem"
            value={text}
            onChange={onTextChange}
            maxLength={COMPLAINT_TEXT_MAX}
          />
          <ImagePicker
            label="Evidence images"
            upload={upload}
            defaultItems={defaultImages}
            onChange={(items) => {
              setImages(items);
              if (!items.some((item) => item.state === 'failed')) setRefused(false);
              onImagesChange?.(items);
            }}
            onPreparingChange={setPreparing}
            onUploaded={onUploaded}
            onUploadError={(error) => onUploadError?.(error)}
          />
          {refused && failedImage ? (
            <p role="alert" className={styles.refused}>
              {imagesFailedText}
            </p>
          ) : null}
          <p className={styles.promise}>
            {`We will handle your complaint within ${COMPLAINT_HANDLING_WEEKDAYS} weekdays.`}
          </p>
        </div>
      </AsyncScreen>
      <Dialog open={sent} onClose={() => undefined} title={sentText} maskClosable={false} escClosable={false}>
        <p className={styles.sentNote}>You will be taken back to the complaint page.</p>
      </Dialog>
    </Page>
  );
}
