export {
  type BankCardTypeTab,
  type BankField,
  type BankFieldOption,
  BindBankScreen,
  type BindBankScreenProps,
  type BindBankState,
  bindBankStates,
} from './BindBankScreen';
