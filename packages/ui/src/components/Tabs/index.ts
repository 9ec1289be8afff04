export { decideAxis, type SwipeAxis, swipeTarget } from './gesture';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
