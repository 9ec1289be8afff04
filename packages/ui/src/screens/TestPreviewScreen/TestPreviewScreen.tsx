import type { MessageKey } from '@loan/core';
import { type ChangeEvent, useId } from 'react';
import { Button } from '../../components/Button';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './TestPreviewScreen.css';

/** The launch params a developer sets, in the order the spec lists them (spec 2, Developer test page), with their labels' keys. */
export const testPreviewFields = [
  ['appVersion', 'testPreview.appVersion'],
  ['deviceName', 'testPreview.deviceName'],
  ['deviceId', 'testPreview.deviceId'],
  ['osVersion', 'testPreview.osVersion'],
  ['sessionId', 'testPreview.sessionId'],
  ['advertisingId', 'testPreview.advertisingId'],
  ['productId', 'testPreview.productId'],
  ['orderId', 'testPreview.orderId'],
] as const satisfies readonly (readonly [string, MessageKey])[];

export type TestPreviewField = (typeof testPreviewFields)[number][0];
export type TestPreviewValues = Record<TestPreviewField, string>;

export interface TestPreviewLink {
  label: string;
  href: string;
}

export interface PhotoInfo {
  name: string;
  type: string;
  size: number;
  /** An object URL for the preview. */
  url: string;
}

export interface LocationInfo {
  state: 'idle' | 'locating' | 'done' | 'error';
  /** What was found, or why not. */
  text: string;
}

export interface BridgeLogEntry {
  id: number;
  time: string;
  name: string;
  payload: string;
}

export interface TestPreviewScreenProps {
  /** The launch params being edited. */
  values: TestPreviewValues;
  /** A field changed. */
  onChange: (field: TestPreviewField, value: string) => void;
  /** Links to the app's pages with the params above. */
  links: readonly TestPreviewLink[];
  /** The photo last chosen. Default none. */
  photo?: PhotoInfo;
  /** A photo was chosen. */
  onPhoto: (file: File) => void;
  /** The contact typed or picked. */
  contact: string;
  /** The contact field changed. */
  onContactChange: (value: string) => void;
  /** Shows 'Pick a contact' where the browser has the Contact Picker API. Default `false`. */
  canPickContact?: boolean;
  /** 'Pick a contact' was pressed. */
  onPickContact?: () => void;
  /** The geolocation result. */
  location: LocationInfo;
  /** 'Get location' was pressed. */
  onLocate: () => void;
  /** Every bridge message the app sent, newest first. */
  bridgeLog: readonly BridgeLogEntry[];
  /** Names of bridge messages offered as test buttons. Default none. */
  bridgeActions?: readonly string[];
  /** A bridge test button was pressed. */
  onSendBridge?: (name: string) => void;
}

/** The developer test page: set launch params, open every page with them, try device inputs, watch the bridge. */
export function TestPreviewScreen({
  values,
  onChange,
  links,
  photo,
  onPhoto,
  contact,
  onContactChange,
  canPickContact = false,
  onPickContact,
  location,
  onLocate,
  bridgeLog,
  bridgeActions = [],
  onSendBridge,
}: TestPreviewScreenProps) {
  const t = useText();
  const id = useId();
  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onPhoto(file);
  };
  return (
    <Stack space="lg">
      <Card component="section" aria-labelledby={`${id}-params`}>
        <h2 id={`${id}-params`} className={styles.heading}>
          {t('testPreview.launchParams')}
        </h2>
        {testPreviewFields.map(([field, label]) => (
          <label key={field} className={styles.field}>
            {t(label)}
            <input
              className={styles.input}
              name={field}
              value={values[field]}
              autoComplete="off"
              onChange={(e) => onChange(field, e.target.value)}
            />
          </label>
        ))}
      </Card>

      <Card component="nav" aria-labelledby={`${id}-pages`}>
        <h2 id={`${id}-pages`} className={styles.heading}>
          {t('testPreview.pages')}
        </h2>
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.label}>
              <a className={styles.link} href={l.href}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </Card>

      <Card component="section" aria-labelledby={`${id}-device`}>
        <h2 id={`${id}-device`} className={styles.heading}>
          {t('testPreview.deviceInputs')}
        </h2>
        <label className={styles.field}>
          {t('testPreview.photo')}
          <input className={styles.input} type="file" accept="image/*" onChange={pickPhoto} />
        </label>
        {photo ? (
          <>
            <p className={styles.output} aria-live="polite">
              {t('testPreview.photoInfo', {
                name: photo.name,
                type: photo.type || t('testPreview.unknownType'),
                size: photo.size,
              })}
            </p>
            <img
              className={styles.preview}
              src={photo.url}
              alt={t('testPreview.chosenPhoto', { name: photo.name })}
              width={96}
              height={96}
            />
          </>
        ) : null}
        <label className={styles.field}>
          {t('testPreview.contact')}
          <input
            className={styles.input}
            type="tel"
            value={contact}
            autoComplete="tel"
            onChange={(e) => onContactChange(e.target.value)}
          />
        </label>
        {canPickContact ? (
          <Button variant="secondary" onClick={onPickContact}>
            {t('testPreview.pickContact')}
          </Button>
        ) : null}
        <Button variant="secondary" loading={location.state === 'locating'} onClick={onLocate}>
          {t('testPreview.getLocation')}
        </Button>
        <p className={styles.output} aria-live="polite">
          {location.text}
        </p>
      </Card>

      <Card component="section" aria-labelledby={`${id}-bridge`}>
        <h2 id={`${id}-bridge`} className={styles.heading}>
          {t('testPreview.bridgeMessages')}
        </h2>
        {bridgeActions.length ? (
          <div className={styles.buttons}>
            {bridgeActions.map((name) => (
              <Button key={name} variant="secondary" onClick={() => onSendBridge?.(name)}>
                {name}
              </Button>
            ))}
          </div>
        ) : null}
        {bridgeLog.length ? (
          <ol className={styles.log} aria-label={t('testPreview.bridgeLog')} reversed>
            {bridgeLog.map((entry) => (
              <li key={entry.id} className={styles.logEntry}>
                {`${entry.time} ${entry.name} ${entry.payload}`}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.output}>{t('testPreview.noBridgeMessage')}</p>
        )}
      </Card>
    </Stack>
  );
}
