export { isScrollLocked, lockScroll } from './scrollLock';
export { type UseControllableStateOptions, useControllableState } from './useControllableState';
