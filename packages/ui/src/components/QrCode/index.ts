export { QrCode, type QrCodeProps } from './QrCode';
export { type QrErrorLevel, qrErrorLevels } from './qrPath';
