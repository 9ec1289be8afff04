export {
  AsyncScreen,
  type AsyncScreenProps,
  getScreenState,
  LoadingScreen,
  type LoadingScreenProps,
  ScreenSkeleton,
  type ScreenSkeletonProps,
  type ScreenState,
  type SkeletonLayout,
  screenStates,
  skeletonLayouts,
} from './ScreenState';
