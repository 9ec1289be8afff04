import { useEffect, useId, useState } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ChannelLogo } from './ChannelLogo';
import * as styles from './ChannelPicker.css';

export interface PaymentChannel {
  /** The channel's name (server text). */
  name: string;
  /** Logo URL, drawn at 32x32 so nothing shifts. Default none (a tile with the channel's initials). */
  logo?: string;
  /** The server's channel number, sent with the payment. */
  channelNumber: string | number;
}

export interface ChannelPickerProps<T extends PaymentChannel = PaymentChannel> {
  /** Whether the sheet is shown (controlled). */
  open: boolean;
  /** The payment channels, in the server's order. */
  channels: readonly T[];
  /** Index of the committed channel; the sheet opens with it chosen. Default `-1` (none). */
  value?: number;
  /** Index of the channel paid with last time: marked 'Last used' (the container remembers it). Default `-1` (none). */
  lastUsed?: number;
  /** Called on Confirm with the chosen channel and its index. */
  onConfirm: (channel: T, index: number) => void;
  /** Called on Cancel, Escape or a backdrop tap; the choice is dropped. */
  onCancel: () => void;
  /** Heading of the sheet, also the name of the choice list. Default the catalogue's `repay.paymentMethod`. */
  title?: string;
  /** Label of the confirming button. Default the catalogue's `common.confirm`. */
  confirmText?: string;
  /** Label of the cancelling button. Default the catalogue's `common.cancel`. */
  cancelText?: string;
}

/** A bottom sheet listing payment channels with their logos: one choice, Cancel and Confirm. */
export function ChannelPicker<T extends PaymentChannel>({
  open,
  channels,
  value = -1,
  lastUsed = -1,
  onConfirm,
  onCancel,
  title,
  confirmText,
  cancelText,
}: ChannelPickerProps<T>) {
  const t = useText();
  const heading = title ?? t('repay.paymentMethod');
  const [draft, setDraft] = useState(value);
  const name = useId();
  // Each opening starts from the committed choice, so a cancelled choice is forgotten.
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const chosen = channels[draft];
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={heading}
      placement="bottom"
      actions={
        <>
          <Button block variant="secondary" onClick={onCancel}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button block disabled={!chosen} onClick={() => chosen && onConfirm(chosen, draft)}>
            {confirmText ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <div role="radiogroup" aria-label={heading} className={styles.list}>
        {channels.map((channel, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: channel numbers may repeat; order is the server's
          <label key={`${channel.channelNumber}-${index}`} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={String(index)}
              checked={draft === index}
              onChange={() => setDraft(index)}
            />
            <ChannelLogo name={channel.name} logo={channel.logo} />
            <span className={styles.name}>
              {channel.name}
              {index === lastUsed ? <span className={styles.lastUsed}>{t('repay.lastUsed')}</span> : null}
            </span>
            <svg
              className={styles.check}
              width="20"
              height="20"
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M4 10.5 8 14.5 16 5.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </label>
        ))}
      </div>
    </Dialog>
  );
}
