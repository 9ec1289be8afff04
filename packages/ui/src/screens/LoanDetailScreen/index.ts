export {
  type LoanDetailDialog,
  type LoanDetailRatingProps,
  LoanDetailScreen,
  type LoanDetailScreenProps,
  type LoanDetailState,
  loanDetailDialogs,
  loanDetailStates,
} from './LoanDetailScreen';
export { LoanTimeline, type LoanTimelineProps } from './LoanTimeline';
