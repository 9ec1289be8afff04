export {
  ComplaintNextScreen,
  type ComplaintNextScreenProps,
  type ComplaintNextState,
  complaintNextStates,
} from './ComplaintNextScreen';
