import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });
