// Scroll lock that also holds in iOS webviews, where `overflow: hidden` on <body> is ignored:
// the body is pinned with `position: fixed` at minus the saved offset, and the offset restored after.
let locks = 0;
let saved: { scrollY: number; style: Partial<Record<LockedProperty, string>> } | null = null;

const lockedProperties = ['position', 'top', 'left', 'right', 'width', 'overflow'] as const;
type LockedProperty = (typeof lockedProperties)[number];

/** Locks page scrolling; returns the unlock function. Nested locks are counted: the last unlock restores. */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  locks += 1;
  if (locks === 1) {
    const body = document.body;
    const scrollY = window.scrollY || document.documentElement.scrollTop || 0;
    const style: Partial<Record<LockedProperty, string>> = {};
    for (const property of lockedProperties) style[property] = body.style[property];
    saved = { scrollY, style };
    // CSSOM writes are allowed under a strict CSP (style-src 'self'); style attributes in markup are not.
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.left = '0';
    body.style.right = '0';
    body.style.width = '100%';
    body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    const { scrollY, style } = saved;
    saved = null;
    for (const property of lockedProperties) document.body.style[property] = style[property] ?? '';
    window.scrollTo(0, scrollY);
  };
}

/** Whether a scroll lock is held (for tests). */
export function isScrollLocked(): boolean {
  return locks > 0;
}
