export { initialsOf, LogoTile, type LogoTileProps } from './LogoTile';
