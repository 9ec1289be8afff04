export * from './amount';
export * from './currency';
export * from './date';
export * from './digits';
export * from './money';
export * from './moneyText';
export * from './number';
