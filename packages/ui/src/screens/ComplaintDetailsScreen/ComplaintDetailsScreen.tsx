import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import { StarRating } from '../../components/StarRating';
import { Tag } from '../../components/Tag';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './ComplaintDetailsScreen.css';
import { ImageGallery } from './ImageGallery';

export interface ComplaintRatingProps {
  /** The rating modal is shown. */
  open: boolean;
  /** Stars chosen; 0 is none. */
  stars: number;
  /** Called with the stars picked. */
  onStarsChange: (stars: number) => void;
  /** Cancel: the container closes the modal and resets the stars (spec 4). */
  onCancel: () => void;
  /** Send: the container checks for a star and calls save-score. */
  onSend: () => void;
  /** save-score is in flight: Send is locked. Default `false`. */
  sending?: boolean;
}

export interface ComplaintDetailsScreenProps {
  /** 'loading' while the complaint is read again, else 'ready'. Default `'ready'`. */
  state?: 'loading' | 'ready';
  /** The question type. */
  type: string;
  /** The sub type, when there is one. Default none. */
  sonType?: string;
  /** What the borrower wrote (read-only, without a counter). */
  content: string;
  /** The borrower's images. Default none. */
  images?: readonly string[];
  /** The answer of customer service. Default none. */
  resultText?: string;
  /** Images of the answer. Default none. */
  resultImages?: readonly string[];
  /** The rating modal. */
  rating: ComplaintRatingProps;
  /** Page title. Default the catalogue's `title.complaintDetails`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * A complaint (spec 2, 4): type and sub type, the text read-only, the images (tap to
 * enlarge), the 'Process Result' block when there is a result (answered by customer service), and the
 * rating modal whose mask does not close it.
 */
export function ComplaintDetailsScreen({
  state = 'ready',
  type,
  sonType,
  content,
  images = [],
  resultText,
  resultImages = [],
  rating,
  title,
  onBack,
}: ComplaintDetailsScreenProps) {
  const t = useText();
  const hasResult = Boolean(resultText?.trim()) || resultImages.length > 0;
  return (
    <Page navBar={<NavBar title={title ?? t('title.complaintDetails')} onBack={onBack} />}>
      <AsyncScreen state={state} layout="detail" label={t('complaint.loadingDetails')}>
        <Stack>
          <Card component="section" aria-label={t('complaint.yours')}>
            <ul className={styles.tags} aria-label={t('complaint.questionType')}>
              <li>
                <Tag>{type}</Tag>
              </li>
              {sonType ? (
                <li>
                  <Tag fill="outline">{sonType}</Tag>
                </li>
              ) : null}
            </ul>
            {/* Read-only: text, not a field that looks editable, and no n/200 counter (nothing is typed here). */}
            <div className={styles.description}>
              <h2 className={styles.label}>{t('complaint.description')}</h2>
              <p className={styles.content}>{content}</p>
            </div>
            <ImageGallery images={images} of="complaint" />
          </Card>
          {hasResult ? (
            <Card component="section" aria-labelledby="process-result">
              <h2 id="process-result" className={styles.heading}>
                {t('complaint.processResult')}
              </h2>
              <p className={styles.responder}>{t('complaint.responder')}</p>
              {resultText ? <p className={styles.result}>{resultText}</p> : null}
              <ImageGallery images={resultImages} of="result" />
            </Card>
          ) : null}
        </Stack>
      </AsyncScreen>
      <Dialog
        open={rating.open}
        onClose={rating.onCancel}
        maskClosable={false}
        title={t('rating.title')}
        actions={
          <>
            <Button variant="secondary" onClick={rating.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button loading={rating.sending} onClick={rating.onSend}>
              {t('common.send')}
            </Button>
          </>
        }
      >
        <div className={styles.stars}>
          <StarRating label={t('kit.yourRating')} value={rating.stars} onChange={rating.onStarsChange} />
        </div>
      </Dialog>
    </Page>
  );
}
