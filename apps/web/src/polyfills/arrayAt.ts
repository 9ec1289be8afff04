// Array.prototype.at for engines of the support matrix without it (Chrome 87-91, iOS 14.5-15.3): the web
// vitals library of the field reports calls it. core-js's own module, loaded only where app/polyfills.ts
// finds it missing.
import 'core-js/modules/es.array.at.js';
