export { Skeleton, type SkeletonProps, type SkeletonShape } from './Skeleton';
export { skeletonShapes } from './Skeleton.css';
