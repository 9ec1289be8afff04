import type { BankFieldKind } from '@loan/core';
import { useId, useState } from 'react';
import { ActionBar } from '../../components/ActionBar';
import { BankCardInput } from '../../components/BankCardInput';
import { Button } from '../../components/Button';
import type { FailureWays } from '../../components/ErrorBlock';
import { NavBar } from '../../components/NavBar';
import { NumericInput } from '../../components/NumericInput';
import { Page } from '../../components/Page';
import { PhoneInput } from '../../components/PhoneInput';
import { CityPicker, DayPicker, dayOptions, Picker } from '../../components/Picker';
import { AsyncScreen } from '../../components/ScreenState';
import { Tabs } from '../../components/Tabs';
import { TextInput } from '../../components/TextInput';
import { useText } from '../../config';
import { Stack } from '../../layout';
import * as styles from './BindBankScreen.css';

/** A choice of an enum or city item (the item's note: name shown, type sent). */
export interface BankFieldOption {
  label: string;
  value: string;
}

/** One shown item of the server-driven form. */
export interface BankField {
  /** The item code: values are keyed by it. */
  code: string;
  /** The label. */
  title: string;
  /** The item's subtitle, shown as the placeholder. Default none. */
  placeholder?: string;
  /** A text field by inputType, or a single-choice picker (enum, city, day). */
  kind: BankFieldKind;
  /** The choices of an enum or city item. Default none. */
  options?: readonly BankFieldOption[];
}

/** A card-type tab. */
export interface BankCardTypeTab {
  value: string;
  label: string;
}

export const bindBankStates = ['loading', 'ready', 'empty', 'failed'] as const;
export type BindBankState = (typeof bindBankStates)[number];

export interface BindBankScreenProps {
  /** 'loading' while card-init answers, 'ready', 'empty' when it sent no items, 'failed' with the server's message. */
  state: BindBankState;
  /** The card types; the tabs show when there are two or more. Default none. */
  cardTypes?: readonly BankCardTypeTab[];
  /** The active card type. */
  cardType: string;
  /** Called with the tapped card type. */
  onCardTypeChange: (cardType: string) => void;
  /** The items the active card type (and channel) shows, in the server's order. */
  fields: readonly BankField[];
  /** Values by item code: digits only for number, phone and card fields; an option's value for pickers. */
  values: Readonly<Record<string, string>>;
  /** Called with an edited or chosen value. */
  onChange: (code: string, value: string) => void;
  /** Messages by item code, shown under their fields (such as a server answer mapped to items). Default none. */
  errors?: Readonly<Record<string, string>>;
  /** Next: the container sends bind-card with what was filled (the server validates, spec 5). */
  onNext: () => void;
  /** bind-card is in flight: Next shows a spinner and ignores presses. Default `false`. */
  submitting?: boolean;
  /** Why card-init failed (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /** Try loading again. Default none. */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** The picker open at first (a code), for review. Default none. */
  defaultOpenPicker?: string;
  /** Page title. Default the catalogue's `title.bindBank`. */
  pageTitle?: string;
  /** Labels (spec 2). Defaults the catalogue's `common.next`, `common.confirm`, `common.cancel`. */
  nextText?: string;
  confirmText?: string;
  cancelText?: string;
  /** Shown on a picker field with no choice and no placeholder. Default the catalogue's `bank.choose`. */
  chooseText?: string;
  /** The empty state's line. Default the catalogue's `bank.empty`. */
  emptyText?: string;
  /**
   * The empty state's way on (nothing to fill is no failure): leave the way a bind would, back to the
   * loan or closing the page. Its label `bank.emptyDone`. Without it the empty state offers Try again.
   */
  onDone?: () => void;
}

/** The kinds drawn as a single-choice sheet. */
function isPickerKind(kind: BankFieldKind): boolean {
  return kind !== 'text' && kind !== 'number' && kind !== 'phone' && kind !== 'card';
}

/**
 * Bind bank (spec 2, 4): card-type tabs over the server-driven form, text fields that keep what
 * their kind allows, single-choice pickers with Confirm and Cancel, and Next.
 */
export function BindBankScreen({
  state,
  cardTypes = [],
  cardType,
  onCardTypeChange,
  fields,
  values,
  onChange,
  errors = {},
  onNext,
  submitting = false,
  failure,
  onRetry,
  failureWays,
  defaultOpenPicker,
  pageTitle,
  nextText,
  confirmText: confirmProp,
  cancelText: cancelProp,
  chooseText,
  emptyText,
  onDone,
}: BindBankScreenProps) {
  const t = useText();
  const confirmText = confirmProp ?? t('common.confirm');
  const cancelText = cancelProp ?? t('common.cancel');
  const [picking, setPicking] = useState(defaultOpenPicker ?? '');
  const baseId = useId();
  // A shown picker whose choices did not come: the form cannot be finished, so Next waits for them.
  const unread = fields.findIndex(
    (field) => field.kind !== 'day' && isPickerKind(field.kind) && (field.options ?? []).length === 0,
  );
  const unreadId = unread >= 0 ? `${baseId}-${unread}-error` : undefined;

  const form = (
    <Stack paddingY="md">
      {fields.map((field, index) => {
        // Server codes may hold any character: ids come from the position.
        const id = `${baseId}-${index}`;
        const value = values[field.code] ?? '';
        const common = {
          id,
          label: field.title,
          placeholder: field.placeholder ?? undefined,
          value,
          error: errors[field.code],
          onChange: (next: string) => onChange(field.code, next),
        };
        if (field.kind === 'text') return <TextInput key={field.code} {...common} />;
        if (field.kind === 'number') return <NumericInput key={field.code} {...common} />;
        if (field.kind === 'phone') return <PhoneInput key={field.code} {...common} />;
        if (field.kind === 'card') return <BankCardInput key={field.code} {...common} />;
        const options = field.kind === 'day' ? dayOptions : (field.options ?? []);
        // No choices came with the form (a bank list that could not be read): say so, never an empty picker.
        if (options.length === 0) {
          return (
            <div key={field.code} className={styles.field} role="group" aria-labelledby={`${id}-label`}>
              <span id={`${id}-label`} className={styles.label}>
                {field.title}
              </span>
              {/* The block's own retry, a text button beside the message; the layout keeps its place. */}
              <div className={styles.unread}>
                <p id={`${id}-error`} className={styles.error}>
                  {t('kit.choicesFailed')}
                </p>
                {onRetry ? (
                  <Button variant="tertiary" onClick={onRetry}>
                    {t('common.retry')}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        }
        const chosen = options.find((option) => option.value === value)?.label ?? '';
        const error = errors[field.code];
        const sheet = {
          open: picking === field.code,
          title: field.title,
          value,
          confirmText,
          cancelText,
          onConfirm: (next: string) => {
            setPicking('');
            onChange(field.code, next);
          },
          onCancel: () => setPicking(''),
        };
        return (
          <div key={field.code} className={styles.field}>
            <span id={`${id}-label`} className={styles.label}>
              {field.title}
            </span>
            <button
              type="button"
              id={id}
              className={styles.select}
              data-invalid={error ? true : undefined}
              aria-haspopup="dialog"
              aria-labelledby={`${id}-label ${id}-value`}
              aria-describedby={error ? `${id}-error` : undefined}
              onClick={() => setPicking(field.code)}
            >
              <span id={`${id}-value`} className={chosen ? styles.value : styles.placeholder}>
                {chosen || field.placeholder || (chooseText ?? t('bank.choose'))}
              </span>
              <span aria-hidden="true" className={styles.chevron}>
                ›
              </span>
            </button>
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
            {field.kind === 'day' ? (
              <DayPicker {...sheet} />
            ) : field.kind === 'city' ? (
              <CityPicker {...sheet} options={options} />
            ) : (
              <Picker {...sheet} options={options} />
            )}
          </div>
        );
      })}
    </Stack>
  );

  return (
    <Page
      navBar={<NavBar title={pageTitle ?? t('title.bindBank')} />}
      actionBar={
        state === 'ready' ? (
          <ActionBar>
            <Button
              block
              loading={submitting}
              disabled={unread >= 0}
              aria-describedby={unreadId}
              onClick={onNext}
            >
              {nextText ?? t('common.next')}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <AsyncScreen
        state={state}
        layout="form"
        label={t('bank.loadingForm')}
        failure={{ description: failure || t('kit.tryAgainLater'), ...(failureWays ?? { onRetry }) }}
        empty={{
          title: emptyText ?? t('bank.empty'),
          // Never a page without an action. Nothing to fill is no failure: the way on is to leave as a
          // bind would (docs/decisions/failure-ways.md); without that way, a new try of the form.
          actions: onDone ? (
            <Button block onClick={onDone}>
              {t('bank.emptyDone')}
            </Button>
          ) : onRetry ? (
            <Button block onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined,
        }}
      >
        <Stack>
          {cardTypes.length > 1 ? (
            <Tabs
              aria-label={t('bank.cardType')}
              swipeable={false}
              items={cardTypes.map((tab) => ({ key: tab.value, title: tab.label, content: form }))}
              activeKey={cardType}
              onChange={onCardTypeChange}
            />
          ) : (
            form
          )}
        </Stack>
      </AsyncScreen>
    </Page>
  );
}
