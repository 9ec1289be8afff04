// The native messages and their payloads (spec 1, 7). The spec names the messages, not their
// payloads: the payload shapes are ours (docs/decisions/core-bridge.md).

type EmptyPayload = Readonly<Record<string, never>>;

export interface BridgePayloads {
  /** Opens a page in a new native webview: a route of the brand or a safe URL. */
  openPage: { readonly url: string; readonly title?: string };
  closeWebview: EmptyPayload;
  toHome: EmptyPayload;
  toMine: EmptyPayload;
  logoutToLogin: EmptyPayload;
  /** A phone number: digits with an optional leading `+`; spaces, dashes and brackets are dropped. */
  callPhone: { readonly phone: string };
  rateApp: EmptyPayload;
  /** A tracking point ("burial point"): an event name and flat values. */
  burialPoint: {
    readonly event: string;
    readonly productId?: string;
    readonly moduleId?: number;
    readonly positionId?: string;
    readonly extra?: Readonly<Record<string, string | number | boolean>>;
  };
  startBank: { readonly productId?: string; readonly orderId?: string; readonly source?: string };
  endBank: { readonly success: boolean };
  /**
   * An image for the borrower to keep (a repayment QR): a PNG as a `data:image/png;base64,` URL and
   * the file name to save it under. Sent only where the shell has the message (`shellHas`).
   */
  saveImage: { readonly dataUrl: string; readonly fileName: string };
}

export type BridgeName = keyof BridgePayloads;

export const bridgeNames = [
  'openPage',
  'closeWebview',
  'toHome',
  'toMine',
  'logoutToLogin',
  'callPhone',
  'rateApp',
  'burialPoint',
  'startBank',
  'endBank',
  'saveImage',
] as const satisfies readonly BridgeName[];

/** The `detail` of the `loanbridge` event a plain browser receives. */
export interface BridgeEventDetail<N extends BridgeName = BridgeName> {
  name: N;
  payload: BridgePayloads[N];
}

/** Name of the CustomEvent dispatched on `window` when no native transport is present. */
export const BRIDGE_EVENT = 'loanbridge';

export class BridgePayloadError extends Error {
  override readonly name = 'BridgePayloadError';
  readonly bridgeName: string;

  constructor(bridgeName: string, problem: string) {
    super(`Bridge message ${bridgeName}: ${problem}`);
    this.bridgeName = bridgeName;
  }
}
