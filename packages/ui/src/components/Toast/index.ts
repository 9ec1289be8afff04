export { resolveToastDuration, type ToastKind, toast, toastKinds } from './store';
export { ToastViewport, type ToastViewportProps } from './Toast';
