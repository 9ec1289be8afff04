export { Money, type MoneyProps, type MoneySize, type MoneyTone, moneySizes, moneyTones } from './Money';
export { MoneyText, type MoneyTextProps } from './MoneyText';
