/**
 * The custom property the app sets on the root element to the height, in px, that the soft keyboard
 * covers of the layout viewport (iOS, and Chrome 108+ without `interactive-widget=resizes-content`,
 * shrink only the visual viewport). The kit only reads it: unset, nothing is covered.
 */
export const keyboardInsetProperty = '--loan-keyboard-inset';

/** That height as a CSS length: 0px wherever the app sets nothing. */
export const keyboardInset = `var(${keyboardInsetProperty}, 0px)`;
