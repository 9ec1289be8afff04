export { QrCode, type QrCodeProps } from './QrCode';
export { type QrErrorLevel, type QrMatrix, qrErrorLevels, qrPath } from './qrPath';
