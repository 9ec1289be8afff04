import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSandbox, server } from './sandbox';

// Every route test talks to the sandbox lender through MSW; a request nothing answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  resetSandbox();
});
afterAll(() => server.close());
