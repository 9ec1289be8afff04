import type { BrandConfig } from '../brand/types';
import type { BridgePayloads } from './messages';
import type { BridgeHost, TransportKind } from './transport';
import { sendBridge } from './transport';

export interface Bridge {
  openPage(url: string, title?: string): TransportKind;
  /**
   * openPage for a pay URL: a payment app's URL in a scheme the brand lists (`upi:`) passes too, and the
   * shell hands it to the system. Only pay URLs come here (`followPayUrl`).
   */
  openPayApp(url: string): TransportKind;
  closeWebview(): TransportKind;
  toHome(): TransportKind;
  toMine(): TransportKind;
  logoutToLogin(): TransportKind;
  callPhone(phone: string): TransportKind;
  rateApp(): TransportKind;
  burialPoint(payload: BridgePayloads['burialPoint']): TransportKind;
  startBank(payload?: BridgePayloads['startBank']): TransportKind;
  endBank(payload: BridgePayloads['endBank']): TransportKind;
  /** Hands an image to the shell to keep (only where `shellHas(brand, 'saveImage')`: no URL-scheme transport for it). */
  saveImage(payload: BridgePayloads['saveImage']): TransportKind;
}

/** One method per native message, bound to a brand (and a host, for tests). */
export function createBridge(brand: BrandConfig, host?: BridgeHost): Bridge {
  return {
    openPage: (url, title) =>
      sendBridge(brand, 'openPage', title === undefined ? { url } : { url, title }, host),
    openPayApp: (url) => sendBridge(brand, 'openPage', { url }, host, { payApp: true }),
    closeWebview: () => sendBridge(brand, 'closeWebview', {}, host),
    toHome: () => sendBridge(brand, 'toHome', {}, host),
    toMine: () => sendBridge(brand, 'toMine', {}, host),
    logoutToLogin: () => sendBridge(brand, 'logoutToLogin', {}, host),
    callPhone: (phone) => sendBridge(brand, 'callPhone', { phone }, host),
    rateApp: () => sendBridge(brand, 'rateApp', {}, host),
    burialPoint: (payload) => sendBridge(brand, 'burialPoint', payload, host),
    startBank: (payload = {}) => sendBridge(brand, 'startBank', payload, host),
    endBank: (payload) => sendBridge(brand, 'endBank', payload, host),
    saveImage: (payload) => sendBridge(brand, 'saveImage', payload, host),
  };
}
