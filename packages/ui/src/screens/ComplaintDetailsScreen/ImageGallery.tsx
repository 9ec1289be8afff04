import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import * as styles from './ComplaintDetailsScreen.css';

export interface ImageGalleryProps {
  /** Image URLs, in order. */
  images: readonly string[];
  /** What the pictures are, for their names ('Complaint image 1'). */
  label: string;
}

/** Read-only thumbnails (rows of 4, fixed size so nothing shifts); a tap enlarges one in a dialog. */
export function ImageGallery({ images, label }: ImageGalleryProps) {
  const [open, setOpen] = useState(-1);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={styles.gallery} aria-label={`${label}s`}>
        {images.map((src, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may be attached twice; the list never reorders
          <li key={index}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Enlarge ${label.toLowerCase()} ${index + 1}`}
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
        title={`${label} ${open + 1} of ${images.length}`}
        actions={
          <Button block variant="secondary" onClick={() => setOpen(-1)}>
            Close
          </Button>
        }
      >
        {open >= 0 ? (
          <img
            src={images[open]}
            alt={`${label} ${open + 1}`}
            width={320}
            height={320}
            className={styles.large}
          />
        ) : null}
      </Dialog>
    </>
  );
}
