// The entry holds no React: it starts the route's data call, then loads the app beside it (issue 16),
// once more if its download fails, and says so with Retry if that fails too or the page stays a
// skeleton past the loading limit (issue 23).
import { loadApp } from './app/boot';
import { startEarlyData } from './app/earlyData';
import { loadPolyfills } from './app/polyfills';
import { watchErrors } from './app/watchErrors';

// First, so a failure of anything after it reaches the lender (docs/decisions/field-reporting.md).
// Both wait for the polyfills an engine of the support matrix may need (app/polyfills.ts).
watchErrors(() => loadPolyfills().then(() => import('./app/fieldReports')));
startEarlyData();
void loadApp(() => loadPolyfills().then(() => import('./app/start')));
