import type { MessageKey } from '@loan/core';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useText } from '../../config';
import * as styles from './ComplaintDetailsScreen.css';

/** Whose pictures a gallery shows: the borrower's or customer service's answer. */
export type GalleryOf = 'complaint' | 'result';

// Each name is a whole sentence in the catalogue, so a language orders its words its own way.
const names: Record<GalleryOf, Record<'list' | 'enlarge' | 'title' | 'image', MessageKey>> = {
  complaint: {
    list: 'complaint.images',
    enlarge: 'complaint.enlargeImage',
    title: 'complaint.imageOf',
    image: 'complaint.image',
  },
  result: {
    list: 'complaint.resultImages',
    enlarge: 'complaint.enlargeResultImage',
    title: 'complaint.resultImageOf',
    image: 'complaint.resultImage',
  },
};

export interface ImageGalleryProps {
  /** Image URLs, in order. */
  images: readonly string[];
  /** Whose pictures they are, for their names ('Complaint image 1'). */
  of: GalleryOf;
}

/** Read-only thumbnails (rows of 4, fixed size so nothing shifts); a tap enlarges one in a dialog. */
export function ImageGallery({ images, of }: ImageGalleryProps) {
  const t = useText();
  const [open, setOpen] = useState(-1);
  if (images.length === 0) return null;
  const name = names[of];
  return (
    <>
      <ul className={styles.gallery} aria-label={t(name.list)}>
        {images.map((src, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may be attached twice; the list never reorders
          <li key={index}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t(name.enlarge, { n: index + 1 })}
              onClick={() => setOpen(index)}
            >
              <img src={src} alt="" width={72} height={72} className={styles.thumbImage} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open >= 0}
        onClose={() => setOpen(-1)}
        title={t(name.title, { n: open + 1, total: images.length })}
        actions={
          <Button block variant="secondary" onClick={() => setOpen(-1)}>
            {t('kit.close')}
          </Button>
        }
      >
        {open >= 0 ? (
          <img
            src={images[open]}
            alt={t(name.image, { n: open + 1 })}
            width={320}
            height={320}
            className={styles.large}
          />
        ) : null}
      </Dialog>
    </>
  );
}
