import type { BrandConfig } from '../brand/types';
import { payTarget } from '../navigation/payUrl';
import { isInternalPath, safeUrl } from '../navigation/safeUrl';
import type { BridgeName, BridgePayloads } from './messages';
import { BridgePayloadError, bridgeNames } from './messages';

/** How a message is checked beyond its payload. */
export interface CheckOptions {
  /**
   * An openPage of a pay URL (`openPayApp`): the brand's payment app schemes (`upi:`) pass too. No
   * other openPage gets them (docs/decisions/market-schemes-time-digits.md).
   */
  payApp?: boolean;
}

export type Check<N extends BridgeName> = (
  brand: BrandConfig,
  payload: Record<string, unknown>,
  options: CheckOptions,
) => BridgePayloads[N];

let saveImageCheck: Check<'saveImage'> | undefined;

/** Sets saveImage's payload check (`allowSaveImage` does, in ./saveImage.ts). */
export function setSaveImageCheck(check: Check<'saveImage'>): void {
  saveImageCheck = check;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(
  name: BridgeName,
  payload: Record<string, unknown>,
  field: string,
): string | undefined {
  const value = payload[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > 200)
    throw new BridgePayloadError(name, `${field} must be a string`);
  return value;
}

const empty = (): Readonly<Record<string, never>> => ({});

const checks: { readonly [N in BridgeName]: Check<N> } = {
  openPage: (brand, payload, options) => {
    const url = payload.url;
    let followed: URL;
    try {
      followed = options.payApp ? payTarget(brand, url).url : safeUrl(brand, url);
    } catch (error) {
      throw new BridgePayloadError('openPage', `url refused (${(error as Error).message})`);
    }
    const title = optionalString('openPage', payload, 'title');
    const target = isInternalPath(url as string) ? (url as string) : followed.href;
    return title === undefined ? { url: target } : { url: target, title };
  },
  closeWebview: empty,
  toHome: empty,
  toMine: empty,
  logoutToLogin: empty,
  callPhone: (_brand, payload) => {
    const raw = payload.phone;
    const phone = typeof raw === 'string' ? raw.replace(/[\s().-]/g, '') : '';
    if (!/^\+?\d{3,15}$/.test(phone))
      throw new BridgePayloadError('callPhone', 'phone must be 3 to 15 digits');
    return { phone };
  },
  rateApp: empty,
  burialPoint: (_brand, payload) => {
    const event = payload.event;
    if (typeof event !== 'string' || !/^[\w.:-]{1,64}$/.test(event)) {
      throw new BridgePayloadError('burialPoint', 'event must be 1 to 64 word characters');
    }
    const moduleId = payload.moduleId;
    if (moduleId !== undefined && !(typeof moduleId === 'number' && Number.isFinite(moduleId))) {
      throw new BridgePayloadError('burialPoint', 'moduleId must be a number');
    }
    const extra = payload.extra;
    if (
      extra !== undefined &&
      !(
        isRecord(extra) &&
        Object.values(extra).every((v) => ['string', 'number', 'boolean'].includes(typeof v))
      )
    ) {
      throw new BridgePayloadError('burialPoint', 'extra must hold flat values');
    }
    const productId = optionalString('burialPoint', payload, 'productId');
    const positionId = optionalString('burialPoint', payload, 'positionId');
    return {
      event,
      ...(productId === undefined ? {} : { productId }),
      ...(moduleId === undefined ? {} : { moduleId }),
      ...(positionId === undefined ? {} : { positionId }),
      ...(extra === undefined ? {} : { extra: extra as Readonly<Record<string, string | number | boolean>> }),
    };
  },
  startBank: (_brand, payload) => {
    const productId = optionalString('startBank', payload, 'productId');
    const orderId = optionalString('startBank', payload, 'orderId');
    const source = optionalString('startBank', payload, 'source');
    return {
      ...(productId === undefined ? {} : { productId }),
      ...(orderId === undefined ? {} : { orderId }),
      ...(source === undefined ? {} : { source }),
    };
  },
  endBank: (_brand, payload) => {
    if (typeof payload.success !== 'boolean')
      throw new BridgePayloadError('endBank', 'success must be a boolean');
    return { success: payload.success };
  },
  // Its check comes with the code that saves (allowSaveImage, ./saveImage.ts), so the pages without a
  // Save button do not carry it (docs/decisions/field-cost.md); until then every saveImage is refused.
  saveImage: (brand, payload, options) => {
    if (!saveImageCheck) throw new BridgePayloadError('saveImage', 'call allowSaveImage() first');
    return saveImageCheck(brand, payload, options);
  },
};

/** Checks a payload before it is sent and returns it cleaned (only known fields); throws `BridgePayloadError`. */
export function checkBridgePayload<N extends BridgeName>(
  brand: BrandConfig,
  name: N,
  payload: unknown,
  options: CheckOptions = {},
): BridgePayloads[N] {
  if (!(bridgeNames as readonly string[]).includes(name))
    throw new BridgePayloadError(String(name), 'unknown message');
  const record = payload === undefined ? {} : payload;
  if (!isRecord(record)) throw new BridgePayloadError(name, 'payload must be an object');
  return checks[name](brand, record, options);
}
