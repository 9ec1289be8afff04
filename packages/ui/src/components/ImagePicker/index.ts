export {
  type CompressedImage,
  type CompressOptions,
  clampQuality,
  compressImage,
  fitWithin,
  UnreadableImageError,
} from './compress';
export {
  defaultImagePickerLabels,
  type ImageItemState,
  ImagePicker,
  type ImagePickerInitialItem,
  type ImagePickerItem,
  type ImagePickerLabels,
  type ImagePickerProps,
  imageItemStates,
} from './ImagePicker';
export {
  createUploadQueue,
  type QueueEvent,
  type UploadFn,
  type UploadProgress,
  type UploadQueue,
} from './queue';
