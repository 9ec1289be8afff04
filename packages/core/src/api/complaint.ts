import * as v from 'valibot';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { numeric, optionalText, orderSummary, text, titleValue } from './shapes';

export const complaintInit = v.object({
  problemType: v.array(titleValue),
  problemSonType: v.optional(v.array(titleValue), []),
  orderDetail: v.optional(v.nullable(orderSummary)),
  orderList: v.optional(v.array(orderSummary), []),
});
export const complaintList = v.object({
  tabs: v.array(
    v.object({
      title: text,
      items: v.array(v.object({ id: numeric, time: text, type: text, content: text })),
    }),
  ),
});
export const complaintDetail = v.object({
  type: text,
  sonType: optionalText,
  problemId: numeric,
  content: text,
  images: v.optional(v.array(v.string()), []),
  disposeDetail: optionalText,
  disposeImages: v.optional(v.nullable(v.array(v.string())), []),
  isNeedScore: v.optional(numeric, 0),
});
export type ComplaintInit = v.InferOutput<typeof complaintInit>;
export type ComplaintList = v.InferOutput<typeof complaintList>;
export type ComplaintDetail = v.InferOutput<typeof complaintDetail>;

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
    init: (orderId?: string) =>
      call(
        http,
        { family: 'generic', method: 'post', path: apiPaths.problemInit, schema: complaintInit },
        { orderId: orderId ?? '' },
      ),
    save: (input: ComplaintSave) =>
      call(
        http,
        { family: 'generic', method: 'post', path: apiPaths.problemSave, schema: v.unknown() },
        { problemSonType: '', orderNo: '', ...input },
      ),
    /** Multipart upload of one image as `problemImage`; resolves to its URL. */
    uploadImage: (file: Blob, onProgress?: (fraction: number) => void, fileName = 'evidence.jpg') => {
      const body = new FormData();
      body.append('problemImage', file, fileName);
      return call(
        http,
        {
          family: 'upload',
          method: 'post',
          path: apiPaths.uploadProblemImg,
          schema: v.object({ url: text }),
        },
        body,
        {
          headers: { 'Content-Type': 'multipart/form-data' },
          onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
        },
      ).then((d) => d.url);
    },
    list: () =>
      call(
        http,
        { family: 'generic', method: 'post', path: apiPaths.problemList, schema: complaintList },
        {},
      ),
    detail: (problemId: string | number) =>
      call(
        http,
        { family: 'generic', method: 'post', path: apiPaths.problemDetail, schema: complaintDetail },
        { problemId },
      ),
    saveScore: (input: { score: number; problemId: string | number }) =>
      call(http, { family: 'upload', method: 'post', path: apiPaths.saveScore, schema: v.unknown() }, input),
  };
}
