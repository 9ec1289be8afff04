import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Minimal reset for webviews: no tap flash, no text inflation on rotation.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTapHighlightColor: 'transparent',
});
