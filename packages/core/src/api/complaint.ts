import * as v from 'valibot';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { list, num, soft, str } from '../http/decode';
import { none, optionalText, softText } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const problemInitPath = '/user-problem/problem-init';
const problemSavePath = '/user-problem/problem-save';
const uploadProblemImgPath = '/user-problem/upload-problem-img';
const problemListPath = '/user-problem/problem-list';
const problemDetailPath = '/user-problem/problem-detail';
const saveScorePath = '/user-problem/save-score';

const titleValue = /*#__PURE__*/ v.object({ title: str, value: num });

export const orderSummary = /*#__PURE__*/ v.object({
  orderNo: str,
  productLogo: optionalText,
  productName: softText,
  status: /*#__PURE__*/ soft(num, ''),
  // Unreadable: collection is not allowed (spec: isShow 1 allows it).
  isShow: /*#__PURE__*/ soft(num, 0),
  list: /*#__PURE__*/ list(titleValue),
});
export type OrderSummary = v.InferOutput<typeof orderSummary>;

export const complaintInit = /*#__PURE__*/ v.object({
  problemType: /*#__PURE__*/ list(titleValue),
  problemSonType: /*#__PURE__*/ list(titleValue),
  orderDetail: /*#__PURE__*/ soft(orderSummary, undefined),
  orderList: /*#__PURE__*/ list(orderSummary),
});
export const complaintList = /*#__PURE__*/ v.object({
  // Primary: the tabs are the page; missing reads as no complaints, a non-list fails the call.
  tabs: /*#__PURE__*/ list(
    v.object({
      title: str,
      items: list(v.object({ id: num, time: softText, type: softText, content: softText })),
    }),
    'primary',
  ),
});
export const complaintDetail = /*#__PURE__*/ v.object({
  type: softText,
  sonType: optionalText,
  // Primary: the complaint itself and the id its rating is saved under.
  problemId: num,
  content: str,
  images: /*#__PURE__*/ list(str),
  disposeDetail: optionalText,
  disposeImages: /*#__PURE__*/ list(str),
  isNeedScore: /*#__PURE__*/ soft(num, 0),
});
export type ComplaintInit = v.InferOutput<typeof complaintInit>;
export type ComplaintList = v.InferOutput<typeof complaintList>;
export type ComplaintDetail = v.InferOutput<typeof complaintDetail>;

/** The complaint calls of spec 7 (generic family; the upload and score in the upload family). */
export const complaintCalls = {
  problemInit: { family: 'generic', method: 'post', path: problemInitPath, schema: complaintInit },
  // The spec's GET-style variant of the same call ("some screens use GET-style with the query
  // string"): a brand whose server wants it chooses it (`complaintInitVerb`; docs/decisions/complaint-init-verb.md).
  problemInitGet: { family: 'generic', method: 'get', path: problemInitPath, schema: complaintInit },
  problemSave: { family: 'generic', method: 'post', path: problemSavePath, schema: none },
  uploadProblemImg: {
    family: 'upload',
    method: 'post',
    path: uploadProblemImgPath,
    schema: /*#__PURE__*/ v.object({ url: str }),
  },
  problemList: { family: 'generic', method: 'post', path: problemListPath, schema: complaintList },
  problemDetail: { family: 'generic', method: 'post', path: problemDetailPath, schema: complaintDetail },
  saveScore: { family: 'upload', method: 'post', path: saveScorePath, schema: none },
} as const satisfies Record<string, CallDef>;

export interface ComplaintSave {
  problemType: string | number;
  problemSonType?: string | number;
  problemDetail: string;
  /** Comma-joined image URLs, or empty (spec 3). */
  problemImage: string;
  orderNo?: string;
}

export function complaintApi(http: Http) {
  return {
    /** The complaint types and orders (spec 7): POST with `orderId` in the body, or in the query string for a brand on `'get'`. */
    init: (orderId?: string) =>
      call(
        http,
        http.brand.complaintInitVerb === 'get' ? complaintCalls.problemInitGet : complaintCalls.problemInit,
        { orderId: orderId ?? '' },
      ),
    save: (input: ComplaintSave) =>
      call(http, complaintCalls.problemSave, { problemSonType: '', orderNo: '', ...input }),
    /** Multipart upload of one image as `problemImage`; resolves to its URL. */
    uploadImage: (file: Blob, onProgress?: (fraction: number) => void, fileName = 'evidence.jpg') => {
      const body = new FormData();
      body.append('problemImage', file, fileName);
      return call(http, complaintCalls.uploadProblemImg, body, {
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
      }).then((d) => d.url);
    },
    list: () => call(http, complaintCalls.problemList, {}),
    detail: (problemId: string | number) => call(http, complaintCalls.problemDetail, { problemId }),
    saveScore: (input: { score: number; problemId: string | number }) =>
      call(http, complaintCalls.saveScore, input),
  };
}
