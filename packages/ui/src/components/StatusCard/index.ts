export {
  type OrderStatusIcon,
  orderStatusIcons,
  StatusCard,
  type StatusCardProps,
  type StatusFigure,
  statusIconFor,
} from './StatusCard';
