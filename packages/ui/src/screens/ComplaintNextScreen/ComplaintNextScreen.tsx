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
import { useText } from '../../config';
import { Stack } from '../../layout';
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
  /** The tags failed because the session expired: "Log in again" in place of the retry (issue 24). Default none. */
  onTagsLogIn?: () => void;
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
  /** Why the page could not load (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /** Try loading again. Default none. */
  onRetry?: () => void;
  /** Texts (spec 2). Defaults the catalogue's `title.complaintNext`, `common.send`, `complaint.sent`. */
  pageTitle?: string;
  sendText?: string;
  sentText?: string;
  /** Send's label while images upload. Default the catalogue's `complaint.uploadingOne` or `complaint.uploadingMany`. */
  uploadingText?: (count: number) => string;
  /** Shown when Send is pressed with a failed image. Default the catalogue's `complaint.imagesFailed`. */
  imagesFailedText?: string;
  /** The tags' inline error. Default the catalogue's `complaint.typesFailed`. */
  tagsFailedText?: string;
  /** The tags' retry button. Default the catalogue's `common.retry`. */
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
  onTagsLogIn,
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
  pageTitle,
  sendText,
  sentText,
  uploadingText,
  imagesFailedText,
  tagsFailedText,
  retryText,
}: ComplaintNextScreenProps) {
  const t = useText();
  const uploadingLabel = (count: number) =>
    uploadingText?.(count) ??
    (count === 1 ? t('complaint.uploadingOne') : t('complaint.uploadingMany', { count }));
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
      navBar={<NavBar title={pageTitle ?? t('title.complaintNext')} />}
      actionBar={
        state === 'ready' ? (
          <ActionBar>
            <Button block loading={saving} disabled={uploading > 0} onClick={send}>
              {uploading > 0 ? uploadingLabel(uploading) : (sendText ?? t('common.send'))}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <AsyncScreen
        state={state}
        layout="form"
        label={t('complaint.loadingForm')}
        failure={{ description: failure || t('kit.tryAgainLater'), onRetry }}
      >
        <Stack inert={saving || sent}>
          <div data-state={tagsState}>
            {tagsState === 'loading' ? <Skeleton height={26} label={t('complaint.loadingTypes')} /> : null}
            {tagsState === 'failed' ? (
              <div className={styles.tagsFailed}>
                <p role="alert" className={styles.tagsFailedText}>
                  {tagsFailedText ?? t('complaint.typesFailed')}{' '}
                  {tagsFailure ? <span>{tagsFailure}</span> : null}
                </p>
                {onTagsLogIn ? (
                  <Button variant="secondary" className={styles.tagsRetry} onClick={onTagsLogIn}>
                    {t('kit.logInAgain')}
                  </Button>
                ) : onRetryTags ? (
                  <Button variant="secondary" className={styles.tagsRetry} onClick={onRetryTags}>
                    {retryText ?? t('common.retry')}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {tagsState === 'ready' ? (
              <ul className={styles.tags} aria-label={t('complaint.questionType')}>
                {typeTags.map((tag) => (
                  <li key={tag}>
                    <Tag>{tag}</Tag>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <TextArea
            label={t('complaint.describe')}
            value={text}
            onChange={onTextChange}
            maxLength={COMPLAINT_TEXT_MAX}
          />
          <ImagePicker
            label={t('complaint.evidenceImages')}
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
              {imagesFailedText ?? t('complaint.imagesFailed')}
            </p>
          ) : null}
          <p className={styles.promise}>
            {t('complaint.handlingPromise', { days: COMPLAINT_HANDLING_WEEKDAYS })}
          </p>
        </Stack>
      </AsyncScreen>
      <Dialog
        open={sent}
        onClose={() => undefined}
        title={sentText ?? t('complaint.sent')}
        maskClosable={false}
        escClosable={false}
      >
        <p className={styles.sentNote}>{t('complaint.sentNote')}</p>
      </Dialog>
    </Page>
  );
}
