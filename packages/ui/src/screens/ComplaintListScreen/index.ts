export {
  type ComplaintListItem,
  ComplaintListScreen,
  type ComplaintListScreenProps,
  type ComplaintListState,
  type ComplaintListTab,
  complaintListStates,
} from './ComplaintListScreen';
