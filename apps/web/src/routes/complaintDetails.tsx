import { messagesFor } from '@loan/core';
import { ComplaintDetailsScreen, toast } from '@loan/ui';
import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { failureText } from '../app/failure';
import { useSubmitLock } from '../app/submitLock';
import { api, type loader } from './complaintDetails.data';

const t = messagesFor(brand);

/** Spec 4: the rating modal opens this long after the page has loaded. */
const RATING_DELAY_MS = 3000;

/** A complaint with its result, and the rating modal 3 s after load when isNeedScore is non-zero. */
export function Component() {
  const { problemId, detail } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const { busy: sending, run } = useSubmitLock();
  const needsScore = Number(detail.isNeedScore) !== 0;

  useEffect(() => {
    if (!needsScore) return;
    const timer = window.setTimeout(() => setOpen(true), RATING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needsScore]);

  const onCancel = () => {
    setOpen(false);
    setStars(0);
  };

  const onSend = () => {
    if (stars < 1) {
      toast.fail(t('rating.choose'));
      return;
    }
    void run(async () => {
      try {
        await api.complaint.saveScore({ score: stars, problemId });
        toast.success(t('rating.success'));
        setOpen(false);
      } catch (error) {
        toast.fail(failureText(error));
      }
    });
  };

  return (
    <ComplaintDetailsScreen
      state={revalidator.state === 'loading' ? 'loading' : 'ready'}
      type={detail.type}
      sonType={detail.sonType || undefined}
      content={detail.content}
      images={detail.images}
      resultText={detail.disposeDetail || undefined}
      resultImages={detail.disposeImages ?? []}
      rating={{ open, stars, onStarsChange: setStars, onCancel, onSend, sending }}
    />
  );
}
