import type { EnglishOf } from './types';

// The complaint area's strings (issue 14): keys are 'complaint.*' unless they already existed elsewhere.
// The spec's own complaint strings (complaint.all, complaint.sent, ...) are in base.ts.
export const spec = {
  // ours: the complaint start page's labels.
  'complaint.loadingOrders': 'Loading your orders',
  'complaint.order': 'Order',
  // ours: the second step's labels and messages.
  'complaint.loadingForm': 'Loading the complaint form',
  'complaint.loadingTypes': 'Loading the question type',
  'complaint.questionType': 'Question type',
  'complaint.describe': 'Describe the problem',
  'complaint.evidenceImages': 'Evidence images',
  'complaint.uploadingOne': 'Uploading image…',
  'complaint.uploadingMany': 'Uploading {count} images…',
  'complaint.imagesFailed': 'An image did not upload. Retry it or remove it, then send.',
  'complaint.typesFailed': 'The question type could not be loaded.',
  // ours: the spec gives the handling time (3 weekdays) but not the sentence.
  'complaint.handlingPromise': 'We will handle your complaint within {days} weekdays.',
  'complaint.sentNote': 'You will be taken back to the complaint page.',
  // ours: the complaint list.
  'complaint.loadingList': 'Loading your complaints',
  'complaint.listFailedTitle': 'Complaints not available',
  'complaint.listFailed': 'We could not load your complaints. Please try again.',
  'complaint.byStatus': 'Complaints by status',
  'complaint.noneTitle': 'No complaints yet',
  'complaint.noneText': 'Complaints you send appear here.',
  // ours: the way on of an empty complaint list or tab: the complaint start page (issue 24).
  'complaint.fileComplaint': 'File a complaint',
  // ours: the complaint details; {n} is an image's position, from 1.
  'complaint.loadingDetails': 'Loading your complaint',
  'complaint.yours': 'Your complaint',
  'complaint.description': 'Description',
  'complaint.images': 'Complaint images',
  'complaint.enlargeImage': 'Enlarge complaint image {n}',
  'complaint.imageOf': 'Complaint image {n} of {total}',
  'complaint.image': 'Complaint image {n}',
  'complaint.resultImages': 'Result images',
  'complaint.enlargeResultImage': 'Enlarge result image {n}',
  'complaint.resultImageOf': 'Result image {n} of {total}',
  'complaint.resultImage': 'Result image {n}',
  // ours: the complaint start page's button that picks another loan: the spec's 'All' switcher.
  'complaint.changeLoan': 'All',
} as const;

// English, written to docs/copy.md (issue 24): sentence case, one verb per action; the rest is the spec's.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  'complaint.loadingOrders': 'Loading your loans',
  'complaint.order': 'Loan',
  'complaint.resultImages': 'Images of our reply',
  'complaint.enlargeResultImage': 'Enlarge reply image {n}',
  'complaint.resultImageOf': 'Reply image {n} of {total}',
  'complaint.resultImage': 'Reply image {n}',
  // The switcher says what it does (issue 24 review: a round 'All' read as a badge).
  'complaint.changeLoan': 'Change loan',
};
