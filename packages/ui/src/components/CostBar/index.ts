export { CostBar, type CostBarProps, type CostPart } from './CostBar';
