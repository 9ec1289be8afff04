import { catalogueAreas, lastChannelKey, loadCatalogueAreas, setReportSink } from '@loan/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setKitForTests } from '../../../../scripts/testing/renderInKit';
import { brand } from '../app/brand';
import { resetSandbox, server } from './sandbox';

// A retry's round trip (router, loader, MSW's sandbox) can pass testing-library's 1 s default on the
// 2-core CI machine while coverage instruments every module: wait up to 3 s for what must appear.
configure({ asyncUtilTimeout: 3000 });

// Screens render inside the brand's provider, as under BrandProvider in the app.
setKitForTests({ locale: brand.catalogue, money: brand.market.money });

// Every route test talks to the sandbox lender through MSW; a request nothing answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Route tests render a route's module directly, without the router's lazy step that brings its words.
beforeAll(() => loadCatalogueAreas(brand.catalogue, catalogueAreas));
afterEach(() => {
  cleanup();
  resetSandbox();
  // A report a test made without a sink (a decode issue, a refused URL) must not reach the next test's sink.
  setReportSink(() => {})();
  // A pay remembers its channel (issue 24): the next test starts from a device that paid with none.
  localStorage.removeItem(lastChannelKey(brand.id));
});
afterAll(() => server.close());
