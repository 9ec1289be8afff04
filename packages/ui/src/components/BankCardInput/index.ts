export { BankCardInput, type BankCardInputProps, CARD_GROUP } from './BankCardInput';
