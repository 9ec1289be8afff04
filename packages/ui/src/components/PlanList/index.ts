export { type PlanItem, PlanList, type PlanListProps } from './PlanList';
