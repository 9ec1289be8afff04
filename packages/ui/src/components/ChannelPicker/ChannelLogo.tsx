import { useState } from 'react';
import { LogoTile } from '../LogoTile';
import * as styles from './ChannelLogo.css';

export interface ChannelLogoProps {
  /** The channel's name; the tile shows its initials. */
  name: string;
  /** The server's logo URL. Default none (the tile). */
  logo?: string;
  /** Width and height in CSS pixels. Default `32`. */
  size?: number;
}

/**
 * A payment channel's logo: the server's image while it loads, else (none, or one that fails to load) the
 * kit's LogoTile with the channel's initials in the brand's colours, so no channel shows a blank square.
 * Decoration: the channel's name is always written beside it.
 */
export function ChannelLogo({ name, logo, size = 32 }: ChannelLogoProps) {
  const [failed, setFailed] = useState<string | undefined>();
  if (logo && failed !== logo) {
    return (
      <img
        className={styles.image}
        src={logo}
        alt=""
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailed(logo)}
      />
    );
  }
  return <LogoTile name={name} size={size} />;
}
