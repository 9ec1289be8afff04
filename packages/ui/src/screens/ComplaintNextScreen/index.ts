export {
  ComplaintNextScreen,
  type ComplaintNextScreenProps,
  type ComplaintNextState,
  type ComplaintTagsState,
  complaintNextStates,
  complaintTagsStates,
} from './ComplaintNextScreen';
