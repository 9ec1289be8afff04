import { specCatalogue, specMoney } from '@loan/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setKitForTests } from '../../scripts/testing/renderInKit';

// The kit's unit tests speak the spec's product, as the default brand does.
setKitForTests({ locale: specCatalogue, money: specMoney('0') });

afterEach(() => cleanup());
