export {
  createOverlayStack,
  type OverlayEntry,
  type OverlayStack,
  OverlayStackProvider,
  useOverlay,
} from './overlayStack';
export { isScrollLocked, lockScroll } from './scrollLock';
export { type UseControllableStateOptions, useControllableState } from './useControllableState';
