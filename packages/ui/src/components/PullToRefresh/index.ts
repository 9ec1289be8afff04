export { PullToRefresh, type PullToRefreshProps } from './PullToRefresh';
export { dampedPull, isAtTop, type PullState, pullStateFor, pullStates } from './pull';
