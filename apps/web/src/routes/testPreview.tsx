import {
  allowSaveImage,
  BRIDGE_EVENT,
  type BridgeEventDetail,
  type BridgeName,
  bridgeNames,
  messagesFor,
  type ScreenKey,
  screenTitle,
  withParams,
} from '@loan/core';
import {
  type BridgeLogEntry,
  type LocationInfo,
  NavBar,
  Page,
  type PhotoInfo,
  type TestPreviewField,
  TestPreviewScreen,
  type TestPreviewValues,
  testPreviewFields,
} from '@loan/ui';
import { useEffect, useMemo, useState } from 'react';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';

const t = messagesFor(brand);

/** The sandbox's demo session (packages/sandbox/README.md), so every link opens a populated page. */
const demo: TestPreviewValues = {
  appVersion: '1.0.0',
  deviceName: 'Pixel 5',
  deviceId: 'dev-device',
  osVersion: 'Android 14',
  sessionId: 'demo',
  advertisingId: 'ad-demo',
  productId: 'p-100',
  orderId: 'o-174-delay',
};

/** Every page of the app but this one and the public site, in the order of the spec's list first. */
const pages: readonly ScreenKey[] = [
  'loanConfirm',
  'loanDetail',
  'repay',
  'repayDelay',
  'bindBank',
  'aboutUs',
  'complaint',
  'customerService',
  'privacyPolicy',
  'paymentInstructions',
  'loanConfirmAlt',
  'order',
  'repayPeriod',
  'repaymentCode',
  'repaymentCode2',
  'cardRepay',
  'complaintList',
  'complaintNext',
  'complaintDetails',
  'jointLoginFail',
  'loanTerms',
  'promotionLanding',
  'promotionDownload',
  'home',
];

/** Sample payloads, so each bridge message can be tried from the page. */
function sendSample(name: BridgeName) {
  switch (name) {
    case 'openPage':
      return bridge.openPage(brand.routes.aboutUs, screenTitle(brand.catalogue, 'aboutUs'));
    case 'callPhone':
      return bridge.callPhone(brand.company.servicePhone);
    case 'burialPoint':
      return bridge.burialPoint({ event: 'test_preview', moduleId: 30 });
    case 'startBank':
      return bridge.startBank({ source: 'testPreview' });
    case 'endBank':
      return bridge.endBank({ success: true });
    case 'saveImage':
      // Its check comes with the code that saves (core's bridge/saveImage.ts); the test page sends it too.
      allowSaveImage();
      // A 1x1 PNG: what a shell's handler receives, without the page drawing a QR.
      return bridge.saveImage({
        dataUrl:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        fileName: 'test-preview.png',
      });
    default:
      return bridge[name]();
  }
}

function initialValues(search: string): TestPreviewValues {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    testPreviewFields.map(([field]) => [field, query.get(field) || demo[field]]),
  ) as TestPreviewValues;
}

export function Component() {
  const [values, setValues] = useState(() => initialValues(window.location.search));
  const [photo, setPhoto] = useState<PhotoInfo>();
  const [contact, setContact] = useState('');
  const [location, setLocation] = useState<LocationInfo>({
    state: 'idle',
    text: t('testPreview.locationNotAsked'),
  });
  const [log, setLog] = useState<BridgeLogEntry[]>([]);

  // The web transport dispatches every bridge message as a window event: log them all.
  useEffect(() => {
    let id = 0;
    const onMessage = (event: Event) => {
      const { name, payload } = (event as CustomEvent<BridgeEventDetail>).detail;
      const time = new Date().toTimeString().slice(0, 8);
      setLog((old) => [{ id: ++id, time, name, payload: JSON.stringify(payload) }, ...old].slice(0, 50));
    };
    window.addEventListener(BRIDGE_EVENT, onMessage);
    return () => window.removeEventListener(BRIDGE_EVENT, onMessage);
  }, []);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const links = useMemo(() => {
    const query = new URLSearchParams(window.location.search);
    for (const [field] of testPreviewFields) if (values[field]) query.set(field, values[field]);
    return pages.map((screen) => ({
      label: screenTitle(brand.catalogue, screen),
      href: withParams(brand.routes[screen], query.toString()),
    }));
  }, [values]);

  const contacts = (
    navigator as Navigator & { contacts?: { select: (p: string[]) => Promise<{ tel?: string[] }[]> } }
  ).contacts;

  return (
    <Page navBar={<NavBar title={screenTitle(brand.catalogue, 'testPreview')} />}>
      <TestPreviewScreen
        values={values}
        onChange={(field: TestPreviewField, value: string) =>
          setValues((old) => ({ ...old, [field]: value }))
        }
        links={links}
        photo={photo}
        onPhoto={(file) =>
          setPhoto({ name: file.name, type: file.type, size: file.size, url: URL.createObjectURL(file) })
        }
        contact={contact}
        onContactChange={setContact}
        canPickContact={Boolean(contacts)}
        onPickContact={async () => {
          const [picked] = (await contacts?.select(['tel'])) ?? [];
          if (picked?.tel?.[0]) setContact(picked.tel[0]);
        }}
        location={location}
        onLocate={() => {
          if (!navigator.geolocation) {
            setLocation({ state: 'error', text: t('testPreview.noGeolocation') });
            return;
          }
          setLocation({ state: 'locating', text: t('testPreview.locating') });
          navigator.geolocation.getCurrentPosition(
            ({ coords }) =>
              setLocation({
                state: 'done',
                text: t('testPreview.located', {
                  latitude: coords.latitude.toFixed(4),
                  longitude: coords.longitude.toFixed(4),
                  accuracy: Math.round(coords.accuracy),
                }),
              }),
            (error) =>
              setLocation({
                state: 'error',
                text: t('testPreview.locationRefused', { reason: error.message }),
              }),
            { timeout: 10_000 },
          );
        }}
        bridgeLog={log}
        bridgeActions={bridgeNames}
        onSendBridge={(name) => sendSample(name as BridgeName)}
      />
    </Page>
  );
}
