export { ActionBar, type ActionBarProps } from './ActionBar';
export { ActionLabel, type ActionLabelProps } from './ActionLabel';
