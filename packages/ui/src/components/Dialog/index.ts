export { Alert, type AlertProps } from './Alert';
export { Confirm, type ConfirmProps } from './Confirm';
export { Dialog, type DialogPlacement, type DialogProps } from './Dialog';
export { dialogPlacements } from './Dialog.css';
