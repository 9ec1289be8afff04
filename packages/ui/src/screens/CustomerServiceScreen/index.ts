export {
  type CustomerServiceContact,
  CustomerServiceScreen,
  type CustomerServiceScreenProps,
  type CustomerServiceState,
  customerServiceStates,
} from './CustomerServiceScreen';
