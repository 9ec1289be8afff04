import {
  ApiError,
  type ComplaintInit,
  clearStored,
  complaintApi,
  followRoute,
  messagesFor,
} from '@loan/core';
import { ComplaintNextScreen, toast } from '@loan/ui';
import { useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { clearDraft, readDraft, writeDraft } from '../app/complaintDraft';
import { requireParams } from '../app/errors';
import { failureText } from '../app/failure';
import { LEAVING, useSubmitLock } from '../app/submitLock';

const t = messagesFor(brand);
const api = { complaint: complaintApi(http) };

/** How long 'Successfully Sent' shows before the page goes back to the complaint page (spec 4). */
const SENT_MS = 1500;

type Init = { ok: true; init: ComplaintInit } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { problemType } = requireParams(request.url, ['sessionId', 'problemType']);
  const params = new URL(request.url).searchParams;
  const problemSonType = params.get('problemSonType') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  // problem-init names the chosen type and sub-type for the tags.
  const init = await api.complaint.init(orderNo || undefined).then(
    (value): Init => ({ ok: true, init: value }),
    (error: unknown): Init => {
      if (error instanceof ApiError && error.kind === 'server') return { ok: false, failure: error.message };
      throw error;
    },
  );
  return { problemType, problemSonType, orderNo, init };
}

/** The complaint's second step (spec 2, 4): describe, attach evidence, send. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [draft] = useState(readDraft);
  const [text, setText] = useState(draft.text);
  const images = useRef<string[]>(draft.images);
  const { busy: saving, run } = useSubmitLock();
  const [sent, setSent] = useState(false);

  const init = data.init.ok ? data.init.init : undefined;
  const name = (list: { title: string; value: string | number }[] | undefined, value: string) =>
    list?.find((item) => String(item.value) === value)?.title;
  const tags = [
    name(init?.problemType, data.problemType),
    name(init?.problemSonType, data.problemSonType),
  ].filter((tag): tag is string => Boolean(tag));

  const save = (next: { text?: string; images?: string[] }) => {
    if (next.images) images.current = next.images;
    writeDraft({ text: next.text ?? text, images: images.current });
  };

  const onSend = () => {
    if (!text.trim()) {
      toast.info(t('complaint.empty'));
      return;
    }
    void run(async () => {
      try {
        await api.complaint.save({
          problemType: data.problemType,
          problemSonType: data.problemSonType,
          problemDetail: text,
          problemImage: images.current.join(','),
          orderNo: data.orderNo,
        });
        clearDraft();
        clearStored();
        setSent(true);
        setTimeout(() => followRoute(brand, 'complaint', {}, { replace: true }), SENT_MS);
        // Sent: Send stays locked until the page is replaced.
        return LEAVING;
      } catch (error) {
        // The draft stays: the borrower can send again.
        toast.fail(failureText(error));
      }
    });
  };

  return (
    <ComplaintNextScreen
      state={revalidator.state === 'loading' ? 'loading' : init ? 'ready' : 'failed'}
      typeTags={tags}
      text={text}
      onTextChange={(next) => {
        setText(next);
        save({ text: next });
      }}
      upload={(file, onProgress) => api.complaint.uploadImage(file, onProgress).then((url) => ({ url }))}
      defaultImages={draft.images.map((url, index) => ({
        id: `draft-${index}`,
        src: url,
        state: 'done',
        url,
      }))}
      onImagesChange={(items) =>
        save({ images: items.flatMap((item) => (item.state === 'done' && item.url ? [item.url] : [])) })
      }
      onUploaded={() => toast.success(t('upload.success'))}
      onUploadError={(error) => toast.fail(failureText(error))}
      onSend={onSend}
      saving={saving}
      sent={sent}
      sentText={t('complaint.sent')}
      failure={data.init.ok ? undefined : data.init.failure}
      onRetry={() => revalidator.revalidate()}
    />
  );
}
