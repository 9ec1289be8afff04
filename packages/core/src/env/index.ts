export * from './inAppBrowser';
export * from './serviceWorker';
export * from './title';
export * from './userAgent';
export * from './webview';
