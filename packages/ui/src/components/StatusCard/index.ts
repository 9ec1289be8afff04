export {
  type OrderStatusIcon,
  orderStatusIcons,
  StatusCard,
  type StatusCardProps,
  type StatusFigure,
  statusIconFor,
  type UnknownStatusIcon,
} from './StatusCard';
