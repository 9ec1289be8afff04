export {
  PromotionDownloadScreen,
  type PromotionDownloadScreenProps,
  type PromotionDownloadState,
  promotionDownloadStates,
} from './PromotionDownloadScreen';
