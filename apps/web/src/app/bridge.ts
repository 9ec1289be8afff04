import { createBridge } from '@loan/core';
import { brand } from './brand';

/** The app's one bridge to the native shell, for the brand this build serves. */
export const bridge = createBridge(brand);
