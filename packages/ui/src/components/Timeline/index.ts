export { Timeline, type TimelineItem, type TimelineProps, type TimelineState } from './Timeline';
