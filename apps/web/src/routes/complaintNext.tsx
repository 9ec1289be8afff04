import { clearStored, followRoute, messagesFor } from '@loan/core';
import { ComplaintNextScreen, type ComplaintTagsState, toast } from '@loan/ui';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import { complaintDraft } from '../app/complaintDraft';
import { failureText } from '../app/failure';
import { LEAVING, useSubmitLock } from '../app/submitLock';
import { api, type Init, type loader } from './complaintNext.data';

const t = messagesFor(brand);

/** How long 'Successfully Sent' shows before the page goes back to the complaint page (spec 4). */
const SENT_MS = 1500;

type Data = Awaited<ReturnType<typeof loader>>;

/** The complaint's second step (spec 2, 4): describe, attach evidence, send. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  // One form per order and type: its draft is read once, when the form mounts.
  return (
    <ComplaintForm key={JSON.stringify([data.orderNo, data.problemType, data.problemSonType])} data={data} />
  );
}

/** The settled value of the loader's latest problem-init, or undefined while it is pending. */
function useInit(init: Promise<Init>): Init | undefined {
  const [settled, setSettled] = useState<{ from: Promise<Init>; value: Init }>();
  useEffect(() => {
    let live = true;
    void init.then((value) => {
      if (live) setSettled({ from: init, value });
    });
    return () => {
      live = false;
    };
  }, [init]);
  return settled?.from === init ? settled.value : undefined;
}

function ComplaintForm({ data }: { data: Data }) {
  const revalidator = useRevalidator();
  const init = useInit(data.init);
  const [store] = useState(() =>
    complaintDraft({
      orderNo: data.orderNo,
      problemType: data.problemType,
      problemSonType: data.problemSonType,
    }),
  );
  const [draft] = useState(() => store.read());
  const [text, setText] = useState(draft.text);
  const images = useRef<string[]>(draft.images);
  const { busy: saving, run } = useSubmitLock();
  const [sent, setSent] = useState(false);

  const name = (list: { title: string; value: string | number }[] | undefined, value: string) =>
    list?.find((item) => String(item.value) === value)?.title;
  const tags = init?.ok
    ? [name(init.init.problemType, data.problemType), name(init.init.problemSonType, data.problemSonType)]
    : [];
  const tagsState: ComplaintTagsState =
    init === undefined || revalidator.state === 'loading' ? 'loading' : init.ok ? 'ready' : 'failed';

  const save = (next: { text?: string; images?: string[] }) => {
    if (next.images) images.current = next.images;
    store.write({ text: next.text ?? text, images: images.current });
  };

  // The screen holds Send while an image uploads and refuses it while one failed, so every image
  // the borrower sees as uploaded is in images.current here.
  const onSend = () => {
    if (!text.trim()) {
      toast.info(t('complaint.empty'));
      return;
    }
    void run(async () => {
      try {
        // The type values come from the link: Send needs no tag names, so it works when problem-init failed.
        await api.complaint.save({
          problemType: data.problemType,
          problemSonType: data.problemSonType,
          problemDetail: text,
          problemImage: images.current.join(','),
          orderNo: data.orderNo,
        });
        // Cleared and closed: a change that lands during the sent modal writes nothing back.
        store.finish();
        clearStored();
        setSent(true);
        setTimeout(() => followRoute(brand, 'complaint', {}, { replace: true }), SENT_MS);
        // Sent: Send stays locked until the page is replaced.
        return LEAVING;
      } catch (error) {
        // Every field stays, on the page and in the draft: the borrower can send again.
        toast.fail(failureText(error));
      }
    });
  };

  return (
    <ComplaintNextScreen
      state="ready"
      typeTags={tags.filter((tag): tag is string => Boolean(tag))}
      tagsState={tagsState}
      tagsFailure={init && !init.ok ? init.failure : undefined}
      // Try again only for what may pass; an expired session logs in again; a refusal has neither (the
      // form works without the names) (issue 24).
      onRetryTags={init && !init.ok && init.way !== 'retry' ? undefined : () => revalidator.revalidate()}
      onTagsLogIn={init && !init.ok && init.way === 'logIn' ? () => bridge.logoutToLogin() : undefined}
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
    />
  );
}
