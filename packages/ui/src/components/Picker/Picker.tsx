import { useEffect, useState } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { RadioList, type RadioOption } from '../RadioList';
import * as styles from './Picker.css';

export interface PickerProps {
  /** Whether the sheet is shown (controlled). */
  open: boolean;
  /** Heading of the sheet, also the name of its choice list. */
  title: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** The committed value; the sheet opens with it chosen. Default `''` (none). */
  value?: string;
  /** Called with the chosen value on Confirm. */
  onConfirm: (value: string) => void;
  /** Called on Cancel, Escape or a backdrop tap; the choice is dropped. */
  onCancel: () => void;
  /** Label of the confirming button. Default the catalogue's `common.confirm`. */
  confirmText?: string;
  /** Label of the cancelling button. Default the catalogue's `common.cancel`. */
  cancelText?: string;
  /** Show a filter field above the list (long lists such as cities). Default `false`. */
  searchable?: boolean;
  /** Label and placeholder of the filter field. Default the catalogue's `kit.search`. */
  searchLabel?: string;
  /** Shown when the filter matches nothing. Default the catalogue's `kit.noResults`. */
  emptyText?: string;
}

/** A bottom sheet with a single-choice list, Cancel and Confirm (spec 2: bank form pickers). */
export function Picker({
  open,
  title,
  options,
  value = '',
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  searchable = false,
  searchLabel,
  emptyText,
}: PickerProps) {
  const t = useText();
  const search = searchLabel ?? t('kit.search');
  const [draft, setDraft] = useState(value);
  const [query, setQuery] = useState('');
  // Each opening starts from the committed value, so a cancelled choice is forgotten.
  useEffect(() => {
    if (open) {
      setDraft(value);
      setQuery('');
    }
  }, [open, value]);
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      placement="bottom"
      className={styles.sheet}
      actions={
        <>
          <Button block variant="secondary" onClick={onCancel}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button block disabled={draft === ''} onClick={() => onConfirm(draft)}>
            {confirmText ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {searchable ? (
        <input
          type="search"
          className={styles.search}
          aria-label={search}
          placeholder={search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      {/* The sheet opens on its list, not on a row: showModal would focus the first radio (the chosen
          row, ringed at rest as if reached by keyboard) or, with none chosen, the scrolling list itself
          (the browser's black ring). A tap or Tab then goes on from here (issue 24 review). */}
      <div className={styles.list} tabIndex={-1} data-autofocus={searchable ? undefined : ''}>
        {shown.length ? (
          <RadioList label={title} hideLabel options={shown} value={draft} onChange={setDraft} />
        ) : (
          <p className={styles.empty}>{emptyText ?? t('kit.noResults')}</p>
        )}
      </div>
    </Dialog>
  );
}

/** Days of the month, '1' to '31', for the bank form's day items. */
export const dayOptions: readonly RadioOption[] = Array.from({ length: 31 }, (_, i) => ({
  label: String(i + 1),
  value: String(i + 1),
}));

export type DayPickerProps = Omit<PickerProps, 'options' | 'title'> & {
  /** Heading of the sheet. Default the catalogue's `kit.selectDay`. */
  title?: string;
};

/** Picker preset for a day of the month (1 to 31). */
export function DayPicker({ title, ...rest }: DayPickerProps) {
  const t = useText();
  return <Picker {...rest} title={title ?? t('kit.selectDay')} options={dayOptions} />;
}

export type CityPickerProps = Omit<PickerProps, 'title' | 'searchable'> & {
  /** Heading of the sheet. Default the catalogue's `kit.selectCity`. */
  title?: string;
  /** Show the filter field. Default `true`. */
  searchable?: boolean;
};

/** Picker preset for a city, searchable by default; the cities come from the server's form item. */
export function CityPicker({ title, searchable = true, ...rest }: CityPickerProps) {
  const t = useText();
  return <Picker {...rest} title={title ?? t('kit.selectCity')} searchable={searchable} />;
}
