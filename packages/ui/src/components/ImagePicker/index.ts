export {
  type CompressedImage,
  type CompressOptions,
  clampQuality,
  compressImage,
  fitWithin,
  UnreadableImageError,
} from './compress';
export {
  type ImageItemState,
  ImagePicker,
  type ImagePickerInitialItem,
  type ImagePickerItem,
  type ImagePickerLabels,
  type ImagePickerProps,
  imageItemStates,
  imagePickerLabels,
} from './ImagePicker';
export {
  createUploadQueue,
  type QueueEvent,
  type UploadFn,
  type UploadProgress,
  type UploadQueue,
} from './queue';
