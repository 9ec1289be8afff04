export {
  ComplaintDetailsScreen,
  type ComplaintDetailsScreenProps,
  type ComplaintRatingProps,
} from './ComplaintDetailsScreen';
export { ImageGallery, type ImageGalleryProps } from './ImageGallery';
