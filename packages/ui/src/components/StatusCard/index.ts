export {
  type OrderStatusIcon,
  orderStatusIcons,
  StatusCard,
  type StatusCardProps,
  statusIconFor,
} from './StatusCard';
