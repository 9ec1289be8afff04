export { RadioList, type RadioListProps, type RadioOption } from './RadioList';
