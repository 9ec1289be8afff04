export * from './components/Button';
export * from './components/Result';
export { pesoTheme, rupeeTheme, type ThemeName, themes, vars } from './theme';
export * from './screens/TestPreviewScreen';
