import { PRODUCT_DISABLED_FLAG } from '@loan/core';
import { useId } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { LogoTile } from '../LogoTile';
import { Tag } from '../Tag';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  /** Product name (server text). */
  name: string;
  /** Logo URL, drawn at `logoSize` so nothing shifts as it loads. Default none (a tile of the name's initials). */
  logo?: string;
  /** Logo width and height in px. Default `40`. */
  logoSize?: number;
  /** The button's label from the server. Default the catalogue's `kit.apply`. */
  buttonText?: string;
  /** The limit range, already formatted by the server (such as '₱1,000 - ₱20,000'). Default none. */
  limitRange?: string;
  /** What the range is (such as 'Loan amount'). Default none. */
  limitDescription?: string;
  /** The rate line (such as 'Daily rate 0.05%'). Default none. */
  rate?: string;
  /** A line describing the product. Default none. */
  description?: string;
  /** Short tags (such as 'Fast approval'). Default none. */
  tags?: readonly string[];
  /** Show the tags (spec 2: only the first two recommended products do). Default `true`. */
  showTags?: boolean;
  /** The server's enabled flag: `'0'` (PRODUCT_DISABLED_FLAG) shows the card gray and ignores taps (spec 5). Default `'1'`. */
  enabled?: string | number;
  /** Called on a tap anywhere on the card or its button, unless disabled. Default none. */
  onSelect?: () => void;
  /** Heading level of the name. Default `3`. */
  level?: 2 | 3 | 4;
}

/** A recommended loan product: the whole card is one tap target (its button), gray and inert when disabled. */
export function ProductCard({
  name,
  logo,
  logoSize = 40,
  buttonText,
  limitRange,
  limitDescription,
  rate,
  description,
  tags,
  showTags = true,
  enabled = '1',
  onSelect,
  level = 3,
}: ProductCardProps) {
  const t = useText();
  const nameId = useId();
  const disabled = String(enabled).trim() === PRODUCT_DISABLED_FLAG;
  const Heading = `h${level}` as const;
  const tagList = showTags && tags?.length ? tags : null;
  return (
    // The card-level click serves synthetic taps on its text; real taps already land on the stretched button.
    <article
      className={styles.card}
      data-state={disabled ? 'disabled' : 'enabled'}
      aria-labelledby={nameId}
      onClick={(event) => {
        if (!disabled && !(event.target as Element).closest('button')) onSelect?.();
      }}
    >
      <div className={styles.header}>
        {logo ? (
          <img
            className={styles.logo}
            src={logo}
            alt=""
            width={logoSize}
            height={logoSize}
            decoding="async"
          />
        ) : (
          // No logo from the server: the product's initials, never a blank gap before its name.
          <LogoTile name={name} size={logoSize} />
        )}
        <Heading id={nameId} className={styles.name}>
          {name}
        </Heading>
        {/* Secondary: a list of cards is a list of choices; the screen's one primary is its own. */}
        <Button
          className={styles.action}
          variant="secondary"
          disabled={disabled}
          aria-describedby={nameId}
          onClick={onSelect}
        >
          {buttonText ?? t('kit.apply')}
        </Button>
      </div>
      {limitRange || limitDescription ? (
        <div className={styles.limit}>
          {limitRange ? <span className={styles.range}>{limitRange}</span> : null}
          {limitDescription ? <span className={styles.muted}>{limitDescription}</span> : null}
        </div>
      ) : null}
      {rate ? <p className={styles.rate}>{rate}</p> : null}
      {description ? <p className={styles.muted}>{description}</p> : null}
      {tagList ? (
        <ul className={styles.tags} aria-label={t('kit.tags')}>
          {tagList.map((tag) => (
            <li key={tag}>
              <Tag tone={disabled ? 'neutral' : 'brand'}>{tag}</Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
