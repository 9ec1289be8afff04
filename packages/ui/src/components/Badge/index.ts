export { Badge, type BadgeProps, badgeText } from './Badge';
