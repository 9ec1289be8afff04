export {
  type ComplaintOrder,
  ComplaintStartScreen,
  type ComplaintStartScreenProps,
  type ComplaintStartState,
  type ComplaintType,
  complaintStartStates,
} from './ComplaintStartScreen';
