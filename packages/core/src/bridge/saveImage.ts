import type { BrandConfig } from '../brand/types';
import { setSaveImageCheck } from './check';
import type { BridgeName } from './messages';
import { BridgePayloadError } from './messages';
import { type BridgeHost, pickTransport } from './transport';

// The Save QR of the repayment code pages (issue 24), in a module of its own: only the code that saves
// imports it (the app's keepCode chunk, on first press), so every other page's first load carries
// neither saveImage's payload check nor shellHas (docs/decisions/field-cost.md).

/**
 * Lets the bridge send saveImage: a PNG as a `data:image/png;base64,` URL of at most 2 MB of base64, and
 * a plain file name (no folder, no dot first). Until it is called, `bridge.saveImage` throws
 * `BridgePayloadError` (nothing reaches the shell unchecked). Calling it again changes nothing.
 */
export function allowSaveImage(): void {
  setSaveImageCheck((_brand, payload) => {
    const { dataUrl, fileName } = payload;
    if (
      typeof dataUrl !== 'string' ||
      dataUrl.length > 2_000_000 ||
      !/^data:image\/png;base64,[\w+/]+=*$/.test(dataUrl)
    )
      throw new BridgePayloadError('saveImage', 'dataUrl must be a PNG data URL');
    if (typeof fileName !== 'string' || !/^\w[\w.-]{0,63}\.png$/.test(fileName))
      throw new BridgePayloadError('saveImage', 'fileName must be a plain .png name');
    return { dataUrl, fileName };
  });
}

/**
 * Whether the shell's JavaScript bridge has this message (its iOS handler or Android method): for a
 * message the page sends only where the shell offers it, doing something of its own elsewhere
 * (saveImage: a download otherwise).
 */
export function shellHas(brand: BrandConfig, name: BridgeName, host?: BridgeHost): boolean {
  const transport = pickTransport(brand, name, host);
  return transport === 'ios' || transport === 'android';
}
