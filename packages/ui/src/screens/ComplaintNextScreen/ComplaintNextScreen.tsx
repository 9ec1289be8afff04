import { COMPLAINT_HANDLING_WEEKDAYS, COMPLAINT_TEXT_MAX } from '@loan/core';
import { ActionBar } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorBlock } from '../../components/ErrorBlock';
import {
  ImagePicker,
  type ImagePickerInitialItem,
  type ImagePickerItem,
  type UploadFn,
} from '../../components/ImagePicker';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { Tag } from '../../components/Tag';
import { TextArea } from '../../components/TextArea';
import * as styles from './ComplaintNextScreen.css';

export const complaintNextStates = ['loading', 'ready', 'failed'] as const;
export type ComplaintNextState = (typeof complaintNextStates)[number];

export interface ComplaintNextScreenProps {
  /** 'loading' while the type names load, 'ready', or 'failed' with the server's message. */
  state: ComplaintNextState;
  /** The chosen type and sub-type names, shown as tags. */
  typeTags: readonly string[];
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
  /** Called by Send. */
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
}

/**
 * The complaint's second step (spec 2): the chosen type tags, the description with its counter, up
 * to 9 evidence images uploaded one at a time, the promised handling time, and Send.
 */
export function ComplaintNextScreen({
  state,
  typeTags,
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
}: ComplaintNextScreenProps) {
  return (
    <Page
      navBar={<NavBar title={pageTitle} />}
      actionBar={
        state === 'ready' ? (
          <ActionBar>
            <Button block loading={saving} onClick={onSend}>
              {sendText}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      {state === 'loading' ? (
        <div className={styles.stack}>
          <Skeleton height={40} label="Loading the complaint form" />
          <Skeleton height={160} />
        </div>
      ) : null}
      {state === 'failed' ? (
        <ErrorBlock
          title="Something went wrong"
          description={failure || 'Please try again in a moment.'}
          onRetry={onRetry}
        />
      ) : null}
      {state === 'ready' ? (
        <div className={styles.stack}>
          <ul className={styles.tags} aria-label="Question type">
            {typeTags.map((tag) => (
              <li key={tag}>
                <Tag>{tag}</Tag>
              </li>
            ))}
          </ul>
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
            onChange={onImagesChange}
            onUploaded={onUploaded}
            onUploadError={(error) => onUploadError?.(error)}
          />
          <p className={styles.promise}>
            {`We will handle your complaint within ${COMPLAINT_HANDLING_WEEKDAYS} weekdays.`}
          </p>
        </div>
      ) : null}
      <Dialog open={sent} onClose={() => undefined} title={sentText} maskClosable={false} escClosable={false}>
        <p className={styles.sentNote}>You will be taken back to the complaint page.</p>
      </Dialog>
    </Page>
  );
}
