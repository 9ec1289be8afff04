export {
  type BridgeLogEntry,
  type LocationInfo,
  type PhotoInfo,
  type TestPreviewField,
  type TestPreviewLink,
  TestPreviewScreen,
  type TestPreviewScreenProps,
  type TestPreviewValues,
  testPreviewFields,
} from './TestPreviewScreen';
